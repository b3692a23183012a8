import { useSession } from '../../session';
import { AreaLayout } from '../account/layout/AreaLayout';
import { GatePage } from '../account/layout/GatePage';
import { ADMIN_MENU } from './layout/adminMenu';

/** The admin area (`/ad`): the gate popup unless signed in as admin, else the admin side bar and child page. */
export default function AdminLayout() {
  const { loggedIn, isAdmin, logout } = useSession();
  if (!loggedIn || !isAdmin) return <GatePage title="Administration" />;
  return <AreaLayout items={ADMIN_MENU} isAdmin onLogout={logout} />;
}
