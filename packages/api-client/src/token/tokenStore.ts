/** Where the login token is kept. */
export interface TokenStore {
  /** The stored token, or `null`. */
  get(): string | null;
  /** Stores a token, replacing any other. */
  set(token: string): void;
  /** Forgets the token. */
  remove(): void;
}

/**
 * The `localStorage` key of the default browser store: namespaced, so the client never reads, overwrites or removes a
 * key of the app it runs in (many apps keep their own `token`).
 */
export const DEFAULT_TOKEN_KEY = 'csi-api-client:token';

/**
 * The browser store: `localStorage` under `key` (default {@link DEFAULT_TOKEN_KEY}); with no `localStorage` (Node) it
 * holds nothing. It touches that one key only.
 */
export function localStorageTokenStore(key = DEFAULT_TOKEN_KEY): TokenStore {
  const storage = (): Storage | undefined => globalThis.localStorage;
  return {
    get: () => storage()?.getItem(key) ?? null,
    set: (token) => storage()?.setItem(key, token),
    remove: () => storage()?.removeItem(key),
  };
}

/** A store in this process's memory (Node, tests, a server calling the API): lost when the process ends. */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    remove: () => {
      token = null;
    },
  };
}

/** True when this runtime has a working `localStorage` (a browser; not plain Node, not a sandbox that forbids it). */
function hasLocalStorage(): boolean {
  try {
    return typeof globalThis.localStorage?.getItem === 'function';
  } catch {
    return false;
  }
}

/**
 * The default store: {@link localStorageTokenStore} under {@link DEFAULT_TOKEN_KEY} where there is a `localStorage`,
 * else {@link memoryTokenStore}.
 */
export function defaultTokenStore(): TokenStore {
  return hasLocalStorage() ? localStorageTokenStore() : memoryTokenStore();
}
