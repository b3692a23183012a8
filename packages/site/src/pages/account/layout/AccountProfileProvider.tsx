import type { Profile } from '@csi/api-client';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { client } from '../../../client';
import type { AsyncState } from '../../../hooks/useAsync';
import { useFeedback } from '../../../hooks/useFeedback';
import { AccountProfileContext } from '../shared/AccountProfileContext';
import { useReloadable } from '../shared/useReloadable';

/** Body of the modal shown when the profile cannot be loaded (SPEC section 8). */
export const PROFILE_LOAD_ERROR = 'We could not load your profile. Please log out and log in again.';

/** Props of {@link AccountProfileProvider}. */
export interface AccountProfileProviderProps {
  /** The account pages. */
  children: ReactNode;
}

/** Loads the profile once for the account area; on failure shows the 'Authentication Error' modal. */
export function AccountProfileProvider({ children }: AccountProfileProviderProps) {
  const { showModal } = useFeedback();
  const [loaded, reloadProfile] = useReloadable(() => client.profile.get().then((reply) => reply.data), []);
  const [changes, setChanges] = useState<Partial<Profile>>({});
  useEffect(() => {
    if (loaded.status === 'error') showModal('Authentication Error', PROFILE_LOAD_ERROR);
  }, [loaded, showModal]);
  const reload = useCallback(() => {
    setChanges({});
    reloadProfile();
  }, [reloadProfile]);
  const update = useCallback((next: Partial<Profile>) => setChanges((previous) => ({ ...previous, ...next })), []);
  const value = useMemo(() => {
    const state: AsyncState<Profile> =
      loaded.status === 'success' ? { status: 'success', data: { ...loaded.data, ...changes } } : loaded;
    return { state, reload, update };
  }, [loaded, changes, reload, update]);
  return <AccountProfileContext.Provider value={value}>{children}</AccountProfileContext.Provider>;
}
