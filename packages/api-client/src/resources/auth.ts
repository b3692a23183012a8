import { ApiError } from '../errors';
import type { ApiRequest } from '../request';
import { clearSession } from '../token/clearSession';
import type { TokenStore } from '../token/tokenStore';
import type { ActivateAccountPayload, JwtData, LoginPayload, RegisterParams, RegisterPayload } from '../types/Auth';
import type { Envelope } from '../types/Envelope';

/** The address sent at registration, which the form does not ask for. */
export const ADDRESS_PLACEHOLDER = 'Not provided';

/** Sign-up, sign-in, one-time codes and logout. Replies carrying `data.jwt` store the token. */
export function createAuthResource(request: ApiRequest, tokenStore: TokenStore) {
  const storeJwt = (reply: Envelope<JwtData>) => {
    if (reply.data?.jwt) tokenStore.set(reply.data.jwt);
    return reply;
  };
  return {
    /** Asks for a one-time code by e-mail (PUT usfw/auth/account-activate-recover/). */
    requestCode: (email: string) =>
      request<Envelope<null>>({ method: 'PUT', path: 'usfw/auth/account-activate-recover/', data: { email } }),
    /** Submits the one-time code and stores the token (POST usfw/auth/activate-account/). */
    activate: async (payload: ActivateAccountPayload) =>
      storeJwt(await request({ method: 'POST', path: 'usfw/auth/activate-account/', data: payload })),
    /** Registers with username and full name taken from the e-mail's local part (POST usfw/auth/register). */
    register: async ({ email, password, country }: RegisterParams) => {
      const localPart = email.trim().split('@')[0] ?? '';
      const data: RegisterPayload = {
        username: localPart,
        email: email.trim(),
        password,
        fullName: localPart,
        country,
        address: ADDRESS_PLACEHOLDER,
      };
      return storeJwt(await request({ method: 'POST', path: 'usfw/auth/register', data }));
    },
    /** Signs in and stores the token (POST usfw/auth/login). */
    login: async (payload: LoginPayload) =>
      storeJwt(await request({ method: 'POST', path: 'usfw/auth/login', data: payload })),
    /** Revokes the token on the server (POST api/logout), then always clears it and session storage. */
    logout: async () => {
      try {
        await request<unknown>({ method: 'POST', path: 'api/logout', auth: true });
      } catch (error) {
        throw new ApiError(error instanceof ApiError ? error.status : 0, 'Logout failed', error);
      } finally {
        clearSession(tokenStore);
      }
    },
  };
}

/** The auth resource of a client. */
export type AuthResource = ReturnType<typeof createAuthResource>;
