import { totpCodeAfter } from './totpCodeAfter';

/** What setting up an authenticator app answers: its secret, the code's step, the new token and recovery codes. */
export interface EnrolledTotp {
  secret: string;
  step: number;
  jwt: string;
  recoveryCodes: string[];
}

/** POSTs `body` to the server with the bearer `token`; throws with the server's message on a refusal. */
export async function postJson<T>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { msg: string; data: T };
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${json.msg}`);
  return json.data;
}

/**
 * Sets up an authenticator app for the session `token` as a user does: asks for a secret (POST
 * /usfw/two-factor/totp), computes the app's code from it, confirms (POST /usfw/two-factor/totp/confirm).
 */
export async function enrolTotp(url: string, token: string): Promise<EnrolledTotp> {
  const { secret } = await postJson<{ secret: string }>(url, '/usfw/two-factor/totp', {}, token);
  const { code, step } = await totpCodeAfter(secret, null);
  const { jwt, recoveryCodes } = await postJson<{ jwt: string; recoveryCodes: string[] }>(
    url,
    '/usfw/two-factor/totp/confirm',
    { code },
    token,
  );
  return { secret, step, jwt, recoveryCodes };
}
