import { useSession } from '../../session';
import { ACCOUNT_MENU } from './layout/accountMenu';
import { AccountProfileProvider } from './layout/AccountProfileProvider';
import { AreaLayout } from './layout/AreaLayout';
import { GatePage } from './layout/GatePage';

/** The account area (`/ac`): the gate for unknown visitors, else the side bar, the profile and the child page. */
export default function AccountLayout() {
  const { loggedIn, isAdmin, logout } = useSession();
  if (!loggedIn) return <GatePage title="My account" />;
  return (
    <AccountProfileProvider>
      <AreaLayout items={ACCOUNT_MENU} isAdmin={isAdmin} onLogout={logout} />
    </AccountProfileProvider>
  );
}
