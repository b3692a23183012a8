import { clearSessionHint, hasSession } from './sessionHint';
import type { SessionKeeper } from './SessionKeeper';

/** The header (and value) by which a browser client asks the server for the cookie session. */
export const COOKIE_SESSION_HEADER = { 'X-CSI-Session': 'cookie' } as const;

/**
 * The browser session no page script can read: every call to the API says `X-CSI-Session: cookie`, so sign-in
 * answers set the server's HttpOnly session cookie (and a role/expiry hint) instead of answering the token. Nothing
 * is stored here; a call that needs a session fails locally with 'Token not available' when the hint says none runs.
 */
export function cookieSession(): SessionKeeper {
  return {
    headers: COOKIE_SESSION_HEADER,
    withCredentials: true,
    credentials: () => (hasSession() ? {} : null),
    keep: () => undefined,
    // Only the hint is the client's: the app's own storage stays as it is.
    clear: clearSessionHint,
  };
}
