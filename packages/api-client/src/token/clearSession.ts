import type { TokenStore } from './tokenStore';

/**
 * Ends the session locally: removes the token from its store. Nothing else: the storage of the app the client runs in
 * (its other keys, its session storage) is the app's to clear.
 */
export function clearSession(tokenStore: TokenStore): void {
  tokenStore.remove();
}
