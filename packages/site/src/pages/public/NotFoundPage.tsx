import { NotFound } from '@csi/ui';
import { usePageMeta } from '../../hooks/usePageMeta';
import { RouterLink } from '../../shell/RouterLink';

/** Every unknown path: the ui not-found page. */
export default function NotFoundPage() {
  usePageMeta({
    title: 'Page Not Found | CSI',
    description: 'The page you are looking for does not exist or has moved.',
  });
  return <NotFound linkComponent={RouterLink} />;
}
