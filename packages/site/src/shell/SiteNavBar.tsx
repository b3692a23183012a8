import { useLocation } from 'react-router-dom';
import { RouterLink } from './RouterLink';
import { SessionNavBar } from './SessionNavBar';

/** The session's NavBar wired to the router. */
export function SiteNavBar() {
  const { pathname } = useLocation();
  return <SessionNavBar currentPath={pathname} linkComponent={RouterLink} />;
}
