import { tokenStore } from './tokenStore';

const listeners = new Set<() => void>();

/** Tells every `useSession()` that the token may have changed (call after login or logout). */
export function notifySessionChange(): void {
  listeners.forEach((listener) => listener());
}

/** Subscribes to token changes in this tab and, via storage events, in other tabs. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored token, or null. */
export function readToken(): string | null {
  return tokenStore.get();
}
