import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession } from './sessionStore';

/** Whether the visitor is signed in, and as what, from the session's hint (see readSession). */
export interface SessionState {
  /** True while the session's hint says it runs and has not expired. */
  loggedIn: boolean;
  /** The session's role, or null. */
  role: string | null;
}

/**
 * The signed-in state, refreshed after sign-in/logout and when the window comes back. Needs no router, so the home
 * page, which the browser takes over without one (islands/homeIsland.tsx), shows it too. Null on the server, which
 * renders every page for an anonymous visitor.
 */
export function useSessionHint(): SessionState {
  const hint = useSyncExternalStore(subscribeSession, readSession, () => null);
  const loggedIn = hint !== null && Date.now() / 1000 < hint.exp;
  return { loggedIn, role: loggedIn ? (hint?.role ?? null) : null };
}
