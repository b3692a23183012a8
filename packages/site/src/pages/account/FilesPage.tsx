import { UnderDevelopment } from '@csi/ui';
import { usePageMeta } from '../../hooks/usePageMeta';

/** `/ac/files` (in the side menu, not in the route table of the spec): a placeholder until downloads exist. */
export default function FilesPage() {
  usePageMeta({ title: 'Files | CSI', description: 'Your downloadable API results will be listed here soon.' });
  return (
    <UnderDevelopment
      title="Files"
      tagline="Downloadable results of your API calls, such as encrypted PDFs, will be listed here soon."
    />
  );
}
