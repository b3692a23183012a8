import type { Envelope, PasskeyAuthenticationResponse, PasskeyRequestOptions } from '@csi/api-client';
import { startAuthentication } from '@simplewebauthn/browser';
import { client } from '../client';

/** Asks the browser for a passkey matching the server's `options`; answers what the passkey signed. */
async function answer(options: Promise<Envelope<PasskeyRequestOptions>>): Promise<PasskeyAuthenticationResponse> {
  return startAuthentication({ optionsJSON: (await options).data });
}

/**
 * Asks the browser for a passkey of this site: any passkey (a sign-in without a password), or with a second step's
 * `challenge` one of that account's. Answers what the passkey signed; rejects when the user cancels or the server
 * refuses the request.
 */
export const askForPasskey = (challenge = ''): Promise<PasskeyAuthenticationResponse> =>
  answer(client.passkeys.signInOptions(challenge));

/** Asks the browser for one of the signed-in account's passkeys, to confirm it is them (sudo mode). */
export const askForPasskeyToConfirm = (): Promise<PasskeyAuthenticationResponse> =>
  answer(client.twoFactor.passkeyConfirmOptions());
