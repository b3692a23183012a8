import { tokens } from '../theme';

const { mobileMenu, sidebar } = tokens.breakpoint;

const viewport = (name: string, width: number) => ({
  name,
  styles: { width: `${width}px`, height: '800px' },
  type: 'desktop' as const,
});

/**
 * Stories only: viewports on both sides of each breakpoint of the spec. Storybook sizes the preview to the chosen
 * one, and its Vitest plugin sets the test browser's viewport to it, so the media queries themselves are tested.
 */
export const breakpointViewports = {
  mobileMenuOn: viewport(`NavBar mobile menu (${mobileMenu} px)`, mobileMenu),
  mobileMenuOff: viewport(`NavBar desktop (${mobileMenu + 1} px)`, mobileMenu + 1),
  sidebarCollapsed: viewport(`SideBar collapsed (${sidebar - 1} px)`, sidebar - 1),
  sidebarExpanded: viewport(`SideBar expanded (${sidebar} px)`, sidebar),
};

/** The story `parameters` and `globals` that render it in one of the {@link breakpointViewports}. */
export function atViewport(key: keyof typeof breakpointViewports) {
  return {
    parameters: { viewport: { options: breakpointViewports } },
    globals: { viewport: { value: key, isRotated: false } },
  };
}
