import { home } from '../../content/home';
import { usePageMeta } from '../../hooks/usePageMeta';
import { HomeView } from './home/HomeView';

/** The marketing home page. */
export default function HomePage() {
  usePageMeta({ title: 'CSI | Cyber Security Solutions, Nairobi', description: home.hero.subtitle });
  return <HomeView content={home} />;
}
