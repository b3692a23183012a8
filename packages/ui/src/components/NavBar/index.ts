export { NavBar } from './NavBar';
export type { NavBarLayout, NavBarProps } from './NavBar';
export { DEFAULT_NAV_ITEMS, isNavMenu } from './navItems';
export type { NavItem, NavLinkItem, NavMenuItem } from './navItems';
