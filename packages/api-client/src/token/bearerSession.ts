import { clearSession } from './clearSession';
import type { SessionKeeper } from './SessionKeeper';
import type { TokenStore } from './tokenStore';

/** The spec's session: `data.jwt` of sign-in answers kept in `tokenStore`, sent as `Authorization: Bearer`. */
export function bearerSession(tokenStore: TokenStore): SessionKeeper {
  return {
    headers: {},
    withCredentials: false,
    credentials: () => {
      const token = tokenStore.get();
      return token ? { Authorization: `Bearer ${token}` } : null;
    },
    keep: (data) => {
      const jwt = typeof data === 'object' && data !== null ? (data as { jwt?: unknown }).jwt : undefined;
      if (typeof jwt === 'string' && jwt) tokenStore.set(jwt);
    },
    clear: () => clearSession(tokenStore),
  };
}
