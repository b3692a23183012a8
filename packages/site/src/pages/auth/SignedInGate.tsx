import { AuthGatePopup } from '@csi/ui';
import { useState } from 'react';
import { useSession } from '../../session';
import { RouterLink } from '../../shell/RouterLink';

/** The popup auth pages show to visitors already signed in: Dashboard, My account, Close. */
export function SignedInGate() {
  const { loggedIn } = useSession();
  const [closed, setClosed] = useState(false);
  if (!loggedIn || closed) return null;
  return <AuthGatePopup variant="signed-in" linkComponent={RouterLink} onClose={() => setClosed(true)} />;
}
