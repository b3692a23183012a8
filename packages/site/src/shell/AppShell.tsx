import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useIdleAfterLoad } from '../hooks/useIdleAfterLoad';
import { PageLoader } from './PageLoader';
import { ReconfirmDialog } from './ReconfirmDialog';
import { RouterLink } from './RouterLink';
import { ShellFrame } from './ShellFrame';
import { SiteFooter } from './SiteFooter';
import { SiteNavBar } from './SiteNavBar';
import { useScrollToTop } from './useScrollToTop';

/** Loaded once the window has loaded and gone idle (it must not delay the first paint); it follows the HTTP client. */
const ShellLoadingOverlay = lazy(() => import('./ShellLoadingOverlay'));

/** True on pages with their own side menu (account and admin areas), which show no NavBar. */
const hasOwnMenu = (pathname: string) => /^\/(ac|ad)(\/|$)/.test(pathname);

/** The root of every page the router shows: the site's frame around the route's page. */
export function AppShell() {
  const { pathname } = useLocation();
  const overlayReady = useIdleAfterLoad();
  useScrollToTop();
  return (
    <ShellFrame
      overlay={
        overlayReady && (
          <Suspense fallback={null}>
            <ShellLoadingOverlay />
          </Suspense>
        )
      }
      nav={!hasOwnMenu(pathname) && <SiteNavBar />}
      footer={<SiteFooter linkComponent={RouterLink} />}
    >
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ReconfirmDialog />
    </ShellFrame>
  );
}
