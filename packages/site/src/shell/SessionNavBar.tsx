import { DEFAULT_NAV_ITEMS, NavBar, type LinkComponent, type NavItem } from '@csi/ui';
import { useSessionHint } from '../session/useSessionHint';

/** The bar's entries: the spec's, with Login replaced by 'My account' for a signed-in visitor. */
function navItems(loggedIn: boolean): NavItem[] {
  if (!loggedIn) return DEFAULT_NAV_ITEMS;
  return DEFAULT_NAV_ITEMS.map((item) =>
    'href' in item && item.href === '/auth/login' ? { label: 'My account', href: '/ac' } : item,
  );
}

/** Props of {@link SessionNavBar}. */
export interface SessionNavBarProps {
  /** The path of the page shown, whose entry is marked current. */
  currentPath: string;
  /** The links of the page's router (RouterLink); plain anchors on the home page, which has none. */
  linkComponent?: LinkComponent;
}

/** The ui NavBar with the visitor's session: needs no router, so the home page's island shows it too. */
export function SessionNavBar({ currentPath, linkComponent }: SessionNavBarProps) {
  const { loggedIn } = useSessionHint();
  return <NavBar items={navItems(loggedIn)} linkComponent={linkComponent} currentPath={currentPath} />;
}
