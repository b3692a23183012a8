import { ModalProvider, PopupProvider } from '@csi/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useIdleAfterLoad } from '../hooks/useIdleAfterLoad';
import { PageLoader } from './PageLoader';
import { SiteFooter } from './SiteFooter';
import { SiteNavBar } from './SiteNavBar';
import { SkipLink } from './SkipLink';
import { useScrollToTop } from './useScrollToTop';

/** Loaded once the window has loaded and gone idle (it must not delay the first paint); it follows the HTTP client. */
const ShellLoadingOverlay = lazy(() => import('./ShellLoadingOverlay'));

/** At least a screen high: the footer starts below the fold, so a page or data arriving late never moves it in view. */
const Main = styled.main`
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

/** True on pages with their own side menu (account and admin areas), which show no NavBar. */
const hasOwnMenu = (pathname: string) => /^\/(ac|ad)(\/|$)/.test(pathname);

/** The root of every page, in the spec's order: popup area, modal, loading overlay, page, footer. */
export function AppShell() {
  const { pathname } = useLocation();
  const overlayReady = useIdleAfterLoad();
  useScrollToTop();
  return (
    <PopupProvider>
      <ModalProvider>
        {overlayReady && (
          <Suspense fallback={null}>
            <ShellLoadingOverlay />
          </Suspense>
        )}
        <SkipLink />
        {!hasOwnMenu(pathname) && <SiteNavBar />}
        <Main id="main" tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Main>
        <SiteFooter />
      </ModalProvider>
    </PopupProvider>
  );
}
