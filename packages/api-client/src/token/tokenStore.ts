/** Where the login token is kept. */
export interface TokenStore {
  /** The stored token, or `null`. */
  get(): string | null;
  /** Stores a token, replacing any other. */
  set(token: string): void;
  /** Forgets the token. */
  remove(): void;
}

/** The browser store: `localStorage` under `key`; with no `localStorage` (Node) it holds nothing. */
export function localStorageTokenStore(key = 'token'): TokenStore {
  const storage = (): Storage | undefined => globalThis.localStorage;
  return {
    get: () => storage()?.getItem(key) ?? null,
    set: (token) => storage()?.setItem(key, token),
    remove: () => storage()?.removeItem(key),
  };
}

/** A store in memory, for Node, tests and the server. */
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

/** The default store: {@link localStorageTokenStore} where there is a `localStorage`, else {@link memoryTokenStore}. */
export function defaultTokenStore(): TokenStore {
  return hasLocalStorage() ? localStorageTokenStore() : memoryTokenStore();
}
