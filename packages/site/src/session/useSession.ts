import { getRole, isAdmin, isLoggedIn } from '@csi/api-client';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '../hooks/useFeedback';
import { notifySessionChange, readToken, subscribeSession } from './sessionStore';

/** The signed-in state of the visitor. */
export interface Session {
  /** The stored token, or null. */
  token: string | null;
  /** True while the token is valid and unexpired. */
  loggedIn: boolean;
  /** The token's role, or null. */
  role: string | null;
  /** True for an admin token. */
  isAdmin: boolean;
  /** Logs out on the server, clears the local session and goes to /auth/login ('Logout failed' popup on failure). */
  logout: () => Promise<void>;
}

/** The session, refreshed on storage events and after login/logout. Needs the shell's router and providers. */
export function useSession(): Session {
  const token = useSyncExternalStore(subscribeSession, readToken, () => null);
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
      notifySessionChange();
      navigate('/auth/login');
    }
  }, [navigate, showPopup]);
  return { token, loggedIn: isLoggedIn(token), role: getRole(token), isAdmin: isAdmin(token), logout };
}
