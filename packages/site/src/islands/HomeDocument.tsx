import { home, homeMeta } from '../content/home';
import { usePageMeta } from '../hooks/usePageMeta';
import { HomeView } from '../pages/public/home/HomeView';
import { SessionNavBar } from '../shell/SessionNavBar';
import { ShellFrame } from '../shell/ShellFrame';
import { SiteFooter } from '../shell/SiteFooter';

/**
 * The whole home page without the router: the server renders it for a request of `/` and the browser takes it over
 * with the same tree (islands/homeIsland.tsx), so the page loads React and its own parts, not the router and the
 * site's route table. Its links are plain anchors: each leads to a page the server renders.
 */
export function HomeDocument() {
  usePageMeta(homeMeta);
  return (
    <ShellFrame nav={<SessionNavBar currentPath="/" />} footer={<SiteFooter />}>
      <HomeView content={home} />
    </ShellFrame>
  );
}
