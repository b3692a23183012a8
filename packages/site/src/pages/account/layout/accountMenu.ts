import type { SideBarItem } from '@csi/ui';

/** The account side bar (SPEC section 2); the last entry shows only to admins. Logout is added by the bar. */
export const ACCOUNT_MENU: SideBarItem[] = [
  { label: 'Dashboard', href: '/ac/dashboard', icon: '▦' },
  { label: 'Account', href: '/ac/profile', icon: '☺' },
  { label: 'APIs', href: '/ac/apis', icon: '⚙' },
  { label: 'Analytics', href: '/ac/analytics', icon: '◔' },
  { label: 'Files', href: '/ac/files', icon: '▤' },
  { label: 'Receipts', href: '/ac/receipts', icon: '¤' },
  { label: 'Settings', href: '/ac/settings', icon: '✎' },
  { label: 'Help', href: '/docs/g/csi-apis', icon: '?' },
  { label: 'Admin dashboard', href: '/ad/dashboard', icon: '★', adminOnly: true },
];
