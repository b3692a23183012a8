import { ModalProvider, PopupProvider } from '@csi/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useWindowLoaded } from '../hooks/useWindowLoaded';
import { PageLoader } from './PageLoader';
import { SiteFooter } from './SiteFooter';
import { SiteNavBar } from './SiteNavBar';
import { SkipLink } from './SkipLink';
import { useScrollToTop } from './useScrollToTop';

/** Loaded once the window has loaded: it pulls in the HTTP client, which must not compete with the page's own chunks. */
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
  const windowLoaded = useWindowLoaded();
  useScrollToTop();
  return (
    <PopupProvider>
      <ModalProvider>
        {windowLoaded && (
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
