import { ModalProvider, PopupProvider } from '@csi/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SkipLink } from './SkipLink';

/** At least a screen high: the footer starts below the fold, so a page or data arriving late never moves it in view. */
const Main = styled.main`
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

/** Props of {@link ShellFrame}. */
export interface ShellFrameProps {
  /** Shown first, before the skip link (the loading overlay). */
  overlay?: ReactNode;
  /** The navigation bar, if the page shows one. */
  nav?: ReactNode;
  /** The page, in `<main id="main">`. */
  children: ReactNode;
  /** The footer. */
  footer: ReactNode;
}

/**
 * Every page's frame, in the spec's order: popup area, modal, loading overlay, skip link, navigation, page, footer.
 * The router's shell (AppShell) and the home page, which the browser takes over without the router, both use it.
 */
export function ShellFrame({ overlay, nav, children, footer }: ShellFrameProps) {
  return (
    <PopupProvider>
      <ModalProvider>
        {overlay}
        <SkipLink />
        {nav}
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
        {footer}
      </ModalProvider>
    </PopupProvider>
  );
}
