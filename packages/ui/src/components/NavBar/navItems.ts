/** A plain navigation link. */
export interface NavLinkItem {
  /** Visible text. */
  label: string;
  /** Target path. */
  href: string;
}

/** A disclosure menu grouping links (e.g. Resources). */
export interface NavMenuItem {
  /** Text of the disclosure button. */
  label: string;
  /** Links shown when open. */
  items: NavLinkItem[];
}

/** An entry of the navigation bar. */
export type NavItem = NavLinkItem | NavMenuItem;

/** Whether an entry is a dropdown menu. */
export function isNavMenu(item: NavItem): item is NavMenuItem {
  return 'items' in item;
}

/** The navigation of SPEC section 2 "Application shell". */
export const DEFAULT_NAV_ITEMS: NavItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Resources',
    items: [
      { label: 'Apis', href: '/docs/g/csi-apis' },
      { label: 'articles', href: '/tech/pub' },
      { label: 'tools', href: '/tech/security-tools' },
    ],
  },
  { label: 'About', href: '/about-us' },
  { label: 'Contact', href: '/contact-us' },
  { label: 'Login', href: '/auth/login' },
];
