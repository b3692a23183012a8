import { DEFAULT_NAV_ITEMS, NavBar, type NavItem } from '@csi/ui';
import { useLocation } from 'react-router-dom';
import { useSession } from '../session';
import { RouterLink } from './RouterLink';

/** The bar's entries: the spec's, with Login replaced by 'My account' for a signed-in visitor. */
function navItems(loggedIn: boolean): NavItem[] {
  if (!loggedIn) return DEFAULT_NAV_ITEMS;
  return DEFAULT_NAV_ITEMS.map((item) =>
    'href' in item && item.href === '/auth/login' ? { label: 'My account', href: '/ac' } : item,
  );
}

/** The ui NavBar wired to the router and the session. */
export function SiteNavBar() {
  const { pathname } = useLocation();
  const { loggedIn } = useSession();
  return <NavBar items={navItems(loggedIn)} linkComponent={RouterLink} currentPath={pathname} />;
}
