import { home, homeMeta } from '../../content/home';
import { usePageMeta } from '../../hooks/usePageMeta';
import { RouterLink } from '../../shell/RouterLink';
import { HomeView } from './home/HomeView';

/**
 * The marketing home page, as the router shows it after a navigation inside the site. A first visit to `/` is
 * rendered and taken over without the router: islands/HomeDocument.tsx.
 */
export default function HomePage() {
  usePageMeta(homeMeta);
  return <HomeView content={home} linkComponent={RouterLink} />;
}
