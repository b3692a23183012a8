import type { ApiRequest, CallOptions } from '../request';
import type { SessionHint } from '../token/sessionHint';
import type { SessionKeeper } from '../token/SessionKeeper';
import type { JwtData } from '../types/Auth';
import type { Envelope } from '../types/Envelope';
import type {
  Passkey,
  PasskeyAuthenticationResponse,
  PasskeyCreationOptions,
  PasskeyRegistrationResponse,
  PasskeyRequestOptions,
} from '../types/Passkey';
import type { IdentityProof } from '../types/TwoFactor';

/**
 * Passkeys: the signed-in user's list, adding one (options for the browser, then its answer), renaming and removing
 * (sudo mode or the proof), and signing in with one without a password. A passkey as the second step after the
 * password goes through `twoFactor.completeSignIn({ challenge, passkey })` with `signInOptions(challenge)`.
 */
export function createPasskeysResource<Data extends JwtData | SessionHint = JwtData>(
  request: ApiRequest,
  session: SessionKeeper,
) {
  return {
    /** The account's passkeys, oldest first (GET usfw/passkeys). */
    list: (options?: CallOptions) => request<Envelope<Passkey[]>>({ path: 'usfw/passkeys', auth: true }, options),
    /** Options to create a passkey with (POST usfw/passkeys/registration-options). */
    registrationOptions: (options?: CallOptions) =>
      request<Envelope<PasskeyCreationOptions>>(
        { method: 'POST', path: 'usfw/passkeys/registration-options', auth: true, data: {} },
        options,
      ),
    /** Adds the passkey the browser created, under `name` (POST usfw/passkeys). */
    register: (name: string, response: PasskeyRegistrationResponse, options?: CallOptions) =>
      request<Envelope<Passkey>>(
        { method: 'POST', path: 'usfw/passkeys', auth: true, data: { name, response } },
        options,
      ),
    /** Renames a passkey (PATCH usfw/passkeys/{id}). */
    rename: (id: string, name: string, options?: CallOptions) =>
      request<Envelope<Passkey>>(
        { method: 'PATCH', path: `usfw/passkeys/${encodeURIComponent(id)}`, auth: true, data: { name } },
        options,
      ),
    /** Removes a passkey (POST usfw/passkeys/{id}/remove; sudo mode or the proof). */
    remove: (id: string, { currentPassword = '', code = '' }: IdentityProof = {}, options?: CallOptions) =>
      request<Envelope<null>>(
        {
          method: 'POST',
          path: `usfw/passkeys/${encodeURIComponent(id)}/remove`,
          auth: true,
          data: { currentPassword, code },
        },
        options,
      ),
    /**
     * Options to sign in with a passkey (POST usfw/auth/passkey/options): without `challenge` any passkey of the site
     * (then `signIn`); with a second step's challenge, that account's passkeys (then `twoFactor.completeSignIn`).
     */
    signInOptions: (challenge = '', options?: CallOptions) =>
      request<Envelope<PasskeyRequestOptions>>(
        { method: 'POST', path: 'usfw/auth/passkey/options', data: { challenge } },
        options,
      ),
    /** Signs in with the passkey's answer, without a password, and stores the session (POST usfw/auth/passkey). */
    signIn: async (response: PasskeyAuthenticationResponse, options?: CallOptions) => {
      const reply = await request<Envelope<Data>>(
        { method: 'POST', path: 'usfw/auth/passkey', data: { response } },
        options,
      );
      session.keep(reply.data);
      return reply;
    },
  };
}

/** The passkeys resource of a client. */
export type PasskeysResource = ReturnType<typeof createPasskeysResource>;
