import { readSessionHint, type SessionHint } from '@csi/api-client';

const listeners = new Set<() => void>();
/** The last hint read, kept while unchanged so React sees the same snapshot. */
let last: { key: string; hint: SessionHint | null } = { key: '', hint: null };

/** Tells every `useSession()` that the session may have changed (call after sign-in, profile update or logout). */
export function notifySessionChange(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Subscribes to session changes in this tab and, when the window comes back into view, in other tabs (the session
 * lives in cookies, which fire no storage event).
 */
export function subscribeSession(listener: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  listeners.add(listener);
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * The session's role and expiry from the server's hint cookie, or null. The token itself is in an HttpOnly cookie
 * no page script can read; the hint only decides which screens to show, the server decides what is allowed.
 */
export function readSession(): SessionHint | null {
  const hint = readSessionHint();
  const key = hint ? `${hint.role}\n${hint.exp}` : '';
  if (key !== last.key) last = { key, hint };
  return last.hint;
}
