export { SideBar } from './SideBar';
export type { SideBarItem, SideBarProps } from './SideBar';
export { SideBarLayout } from './SideBarLayout';
export type { SideBarLayoutProps } from './SideBarLayout';
