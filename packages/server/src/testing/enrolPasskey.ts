import { postJson } from './enrolTotp';
import type { SoftwareAuthenticator } from './softwareAuthenticator';

/**
 * Adds a passkey made by `authenticator` to the account of the session `token` as a browser does: asks for options
 * (POST /usfw/passkeys/registration-options), creates the credential, sends its answer (POST /usfw/passkeys). Answers
 * the passkey's id.
 */
export async function enrolPasskey(
  url: string,
  token: string,
  authenticator: SoftwareAuthenticator,
  name = 'Laptop',
): Promise<string> {
  const options = await postJson<Parameters<SoftwareAuthenticator['create']>[0]>(
    url,
    '/usfw/passkeys/registration-options',
    {},
    token,
  );
  const response = authenticator.create(options);
  return (await postJson<{ id: string }>(url, '/usfw/passkeys', { name, response }, token)).id;
}
