import { isAdminRole } from '@csi/api-client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '../hooks/useFeedback';
import { notifySessionChange } from './sessionStore';
import { useSessionHint, type SessionState } from './useSessionHint';

/** The signed-in state of the visitor (no token: the session is an HttpOnly cookie page script cannot read). */
export interface Session extends SessionState {
  /** True for an admin session. */
  isAdmin: boolean;
  /** Logs out on the server, clears the local session and goes to /auth/login ('Logout failed' popup on failure). */
  logout: () => Promise<void>;
}

/** The session, refreshed after sign-in/logout and when the window comes back. Needs the shell's router and providers. */
export function useSession(): Session {
  const { loggedIn, role } = useSessionHint();
  const navigate = useNavigate();
  const { showPopup } = useFeedback();
  const logout = useCallback(async () => {
    try {
      // Loaded on demand: the shell stays free of the HTTP client until a page needs it.
      const { client } = await import('../client');
      await client.auth.logout();
    } catch {
      showPopup('Logout failed', 'error');
    } finally {
      // The spec's logout clears session storage: the site's own storage, so the site clears it (the client
      // touches only what it keeps itself).
      globalThis.sessionStorage?.clear();
      notifySessionChange();
      navigate('/auth/login');
    }
  }, [navigate, showPopup]);
  return { loggedIn, role, isAdmin: isAdminRole(role), logout };
}
