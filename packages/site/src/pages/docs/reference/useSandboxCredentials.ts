import { useAsync } from '../../../hooks/useAsync';
import { useSession } from '../../../session';
import type { SandboxCredentials } from './SandboxCredentials';

/** The signed-in user's API key pair, as the playground fills it in; null when signed out or not loaded (yet). */
export function useSandboxCredentials(): SandboxCredentials | null {
  const { loggedIn } = useSession();
  const state = useAsync(async () => {
    if (!loggedIn) return null;
    // Loaded on demand, like the session's logout: the client comes with the first page that needs it.
    const { client } = await import('../../../client');
    const { data } = await client.profile.get();
    return data.apiKey && data.apiUsername ? { apiKey: data.apiKey, apiUsername: data.apiUsername } : null;
  }, [loggedIn]);
  return state.status === 'success' ? state.data : null;
}
