import { NavBar } from '@csi/ui';
import { home, homeMeta } from '../content/home';
import { usePageMeta } from '../hooks/usePageMeta';
import { HomeView } from '../pages/public/home/HomeView';
import { useSessionHint } from '../session/useSessionHint';
import { ShellFrame } from '../shell/ShellFrame';
import { SiteFooter } from '../shell/SiteFooter';
import { siteNavItems } from '../shell/siteNavItems';

/**
 * The whole home page without the router: the server renders it for a request of `/` and the browser takes it over
 * with the same tree (islands/homeIsland.tsx), so the page loads React and its own parts, not the router and the
 * site's route table. Its links are plain anchors: each leads to a page the server renders.
 */
export function HomeDocument() {
  usePageMeta(homeMeta);
  const { loggedIn } = useSessionHint();
  return (
    <ShellFrame nav={<NavBar items={siteNavItems(loggedIn)} currentPath="/" />} footer={<SiteFooter />}>
      <HomeView content={home} />
    </ShellFrame>
  );
}
