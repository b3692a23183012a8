import type { TokenStore } from './tokenStore';

/** Ends the session locally: removes the token and clears session storage (when there is one). */
export function clearSession(tokenStore: TokenStore): void {
  tokenStore.remove();
  globalThis.sessionStorage?.clear();
}
