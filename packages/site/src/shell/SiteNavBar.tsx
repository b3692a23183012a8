import { NavBar } from '@csi/ui';
import { useLocation } from 'react-router-dom';
import { useSessionHint } from '../session/useSessionHint';
import { RouterLink } from './RouterLink';
import { siteNavItems } from './siteNavItems';

/** The ui NavBar wired to the router and the session. */
export function SiteNavBar() {
  const { pathname } = useLocation();
  const { loggedIn } = useSessionHint();
  return <NavBar items={siteNavItems(loggedIn)} linkComponent={RouterLink} currentPath={pathname} />;
}
