import type { PasskeyAuthenticationResponse } from '@csi/api-client';
import { startAuthentication } from '@simplewebauthn/browser';
import { client } from '../client';

/**
 * Asks the browser for a passkey of this site: any passkey (a sign-in without a password), or with a second step's
 * `challenge` one of that account's. Answers what the passkey signed; rejects when the user cancels or the server
 * refuses the request.
 */
export async function askForPasskey(challenge = ''): Promise<PasskeyAuthenticationResponse> {
  const options = await client.passkeys.signInOptions(challenge);
  return startAuthentication({ optionsJSON: options.data });
}
