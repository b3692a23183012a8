import type { Profile } from '@csi/api-client';
import { createContext, useContext } from 'react';
import type { AsyncState } from '../../../hooks/useAsync';

/** The signed-in user's profile, loaded once for the whole account area. */
export interface AccountProfile {
  /** The profile load. */
  state: AsyncState<Profile>;
  /** Loads the profile again from the server. */
  reload: () => void;
  /** Applies a local change after a call that succeeded (e.g. a new key). */
  update: (changes: Partial<Profile>) => void;
}

/** Context behind {@link useAccountProfile}; provided by the account layout. */
export const AccountProfileContext = createContext<AccountProfile | null>(null);

/** The account area's profile; only inside the account layout. */
export function useAccountProfile(): AccountProfile {
  const value = useContext(AccountProfileContext);
  if (!value) throw new Error('useAccountProfile must be used inside the account layout.');
  return value;
}
