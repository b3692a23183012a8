import type { ApiRequest, CallOptions } from '../request';
import type { SessionHint } from '../token/sessionHint';
import type { SessionKeeper } from '../token/SessionKeeper';
import type { JwtData } from '../types/Auth';
import type { PasskeyRequestOptions } from '../types/Passkey';
import type { Envelope } from '../types/Envelope';
import type {
  IdentityProof,
  RecoveryCodesData,
  SecondStepPayload,
  TotpSetup,
  TwoFactorStatus,
} from '../types/TwoFactor';

/**
 * Two-step sign-in: completing a sign-in's second step, the signed-in user's authenticator app and recovery codes,
 * and confirming identity for sudo mode (10 minutes in which sensitive changes need no password) with the password,
 * an app code or a passkey.
 */
export function createTwoFactorResource<Data extends JwtData | SessionHint = JwtData>(
  request: ApiRequest,
  session: SessionKeeper,
) {
  const proofBody = ({ currentPassword = '', code = '', passkey }: IdentityProof) =>
    passkey ? { currentPassword, code, passkey } : { currentPassword, code };
  return {
    /** Completes a sign-in with a code or a recovery code and stores the session (POST usfw/auth/second-step). */
    completeSignIn: async (payload: SecondStepPayload, options?: CallOptions) => {
      const reply = await request<Envelope<Data>>(
        { method: 'POST', path: 'usfw/auth/second-step', data: payload },
        options,
      );
      session.keep(reply.data);
      return reply;
    },
    /** The account's two-step sign-in (GET usfw/two-factor/). */
    status: (options?: CallOptions) =>
      request<Envelope<TwoFactorStatus>>({ path: 'usfw/two-factor/', auth: true }, options),
    /** A new authenticator secret with its QR code (POST usfw/two-factor/totp). */
    startTotp: (options?: CallOptions) =>
      request<Envelope<TotpSetup>>({ method: 'POST', path: 'usfw/two-factor/totp', auth: true, data: {} }, options),
    /**
     * Turns two-step sign-in on with a code of the app; answers the ten recovery codes and keeps the new session,
     * signed in with the second factor (POST usfw/two-factor/totp/confirm).
     */
    confirmTotp: async (code: string, options?: CallOptions) => {
      const reply = await request<Envelope<RecoveryCodesData & Partial<JwtData>>>(
        { method: 'POST', path: 'usfw/two-factor/totp/confirm', auth: true, data: { code } },
        options,
      );
      session.keep(reply.data);
      return reply;
    },
    /** Turns two-step sign-in off (POST usfw/two-factor/totp/disable; sudo mode or the proof). */
    disableTotp: (proof: IdentityProof, options?: CallOptions) =>
      request<Envelope<null>>(
        { method: 'POST', path: 'usfw/two-factor/totp/disable', auth: true, data: proofBody(proof) },
        options,
      ),
    /** Ten new recovery codes; the old stop working (POST usfw/two-factor/recovery-codes; sudo mode or the proof). */
    regenerateRecoveryCodes: (proof: IdentityProof, options?: CallOptions) =>
      request<Envelope<RecoveryCodesData>>(
        { method: 'POST', path: 'usfw/two-factor/recovery-codes', auth: true, data: proofBody(proof) },
        options,
      ),
    /**
     * Options to confirm it is you with one of the account's passkeys (POST usfw/two-factor/confirm/passkey-options):
     * pass them to startAuthentication of @simplewebauthn/browser, then its answer as `passkey` to `confirmIdentity`.
     */
    passkeyConfirmOptions: (options?: CallOptions) =>
      request<Envelope<PasskeyRequestOptions>>(
        { method: 'POST', path: 'usfw/two-factor/confirm/passkey-options', auth: true, data: {} },
        options,
      ),
    /**
     * Opens sudo mode for 10 minutes with the password, a code of the app or a passkey's answer (POST
     * usfw/two-factor/confirm).
     */
    confirmIdentity: (proof: IdentityProof, options?: CallOptions) =>
      request<Envelope<null>>(
        { method: 'POST', path: 'usfw/two-factor/confirm', auth: true, data: proofBody(proof) },
        options,
      ),
  };
}

/** The two-step sign-in resource of a client. */
export type TwoFactorResource = ReturnType<typeof createTwoFactorResource>;
