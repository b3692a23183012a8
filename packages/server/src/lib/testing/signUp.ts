import { callApi } from './callApi';

/** Registers `email` with `password` on the test server and answers its token and user id. */
export async function signUp(
  url: string,
  email: string,
  password = 'a-good-password-1',
): Promise<{ token: string; id: number }> {
  const reply = await callApi<{ jwt: string }>(url, 'POST', 'usfw/auth/register', {
    body: { email, password, username: '', fullName: '', country: 'Kenya', address: 'Not provided' },
  });
  if (reply.status !== 201) throw new Error(`sign-up of ${email} failed: ${reply.status} ${reply.body.msg}`);
  const token = reply.body.data.jwt;
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return { token, id: Number(payload.sub) };
}
