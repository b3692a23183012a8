import { ApiError } from '../errors';
import type { ApiRequest, CallOptions } from '../request';
import type { SessionHint } from '../token/sessionHint';
import type { SessionKeeper, SessionMode } from '../token/SessionKeeper';
import type { ActivateAccountPayload, JwtData, LoginPayload, RegisterParams, RegisterPayload } from '../types/Auth';
import type { Envelope } from '../types/Envelope';
import type { SecondStepData } from '../types/TwoFactor';

/** The address sent at registration, which the form does not ask for. */
export const ADDRESS_PLACEHOLDER = 'Not provided';

/**
 * The `data` of a sign-in answer in a session mode: `{ jwt }` (bearer, the spec's answer), or the session's role and
 * expiry (cookie: the token went into the HttpOnly cookie).
 */
export type SignInData<Mode extends SessionMode> = Mode extends 'cookie' ? SessionHint : JwtData;

/** Sign-up, sign-in, one-time codes and logout. Sign-in answers start the session (bearer mode: store `data.jwt`). */
export function createAuthResource<Data extends JwtData | SessionHint = JwtData>(
  request: ApiRequest,
  session: SessionKeeper,
) {
  const storeJwt = <Reply extends Envelope<Data | SecondStepData>>(reply: Reply) => {
    session.keep(reply.data);
    return reply;
  };
  return {
    /** Asks for a one-time code by e-mail (PUT usfw/auth/account-activate-recover/). */
    requestCode: (email: string, options?: CallOptions) =>
      request<Envelope<null>>({ method: 'PUT', path: 'usfw/auth/account-activate-recover/', data: { email } }, options),
    /**
     * Submits the one-time code and stores the token (POST usfw/auth/activate-account/). On an account with two-step
     * sign-in `data` is the challenge of the second step instead (see isSecondStep, twoFactor.completeSignIn).
     */
    activate: async (payload: ActivateAccountPayload, options?: CallOptions) =>
      storeJwt(
        await request<Envelope<Data | SecondStepData>>(
          { method: 'POST', path: 'usfw/auth/activate-account/', data: payload },
          options,
        ),
      ),
    /**
     * Registers with username and full name taken from the e-mail's local part, and the password trimmed as it was
     * validated (POST usfw/auth/register).
     */
    register: async ({ email, password, country }: RegisterParams, options?: CallOptions) => {
      const localPart = email.trim().split('@')[0] ?? '';
      const data: RegisterPayload = {
        username: localPart,
        email: email.trim(),
        password: password.trim(),
        fullName: localPart,
        country,
        address: ADDRESS_PLACEHOLDER,
      };
      return storeJwt(await request<Envelope<Data>>({ method: 'POST', path: 'usfw/auth/register', data }, options));
    },
    /**
     * Signs in and stores the token (POST usfw/auth/login). On an account with two-step sign-in `data` is the
     * challenge of the second step instead, and nothing is stored (see isSecondStep, twoFactor.completeSignIn).
     */
    login: async (payload: LoginPayload, options?: CallOptions) =>
      storeJwt(
        await request<Envelope<Data | SecondStepData>>(
          { method: 'POST', path: 'usfw/auth/login', data: payload },
          options,
        ),
      ),
    /** Revokes the session on the server (POST api/logout, which clears its cookies), then always ends it locally (the token or hint; nothing of the app's storage). */
    logout: async (options?: CallOptions) => {
      try {
        await request<unknown>({ method: 'POST', path: 'api/logout', auth: true }, options);
      } catch (error) {
        const { status = 0, code, requestId } = error instanceof ApiError ? error : {};
        throw new ApiError(status, 'Logout failed', error, { code, requestId, cause: error });
      } finally {
        session.clear();
      }
    },
  };
}

/** The auth resource of a client. */
export type AuthResource = ReturnType<typeof createAuthResource>;
