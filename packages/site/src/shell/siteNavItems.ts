import { DEFAULT_NAV_ITEMS, type NavItem } from '@csi/ui';

/** The navigation bar's entries: the spec's, with Login replaced by 'My account' for a signed-in visitor. */
export function siteNavItems(loggedIn: boolean): NavItem[] {
  if (!loggedIn) return DEFAULT_NAV_ITEMS;
  return DEFAULT_NAV_ITEMS.map((item) =>
    'href' in item && item.href === '/auth/login' ? { label: 'My account', href: '/ac' } : item,
  );
}
