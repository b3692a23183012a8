import type { Profile } from '@csi/api-client';
import type { ReactNode } from 'react';
import { AsyncView } from './AsyncView';
import { useAccountProfile } from './AccountProfileContext';

/** Props of {@link WithProfile}. */
export interface WithProfileProps {
  /** Renders the page with the loaded profile. */
  children: (profile: Profile) => ReactNode;
}

/** Renders its children with the account profile once loaded; a spinner or the failure (with retry) before. */
export function WithProfile({ children }: WithProfileProps) {
  const { state, reload } = useAccountProfile();
  return (
    <AsyncView state={state} what="your profile" onRetry={reload}>
      {children}
    </AsyncView>
  );
}
