import { Card } from '@csi/ui';
import { useId } from 'react';
import { RouterLink } from '../../shell/RouterLink';
import { PageHeader } from './shared/PageHeader';

/**
 * `/ac/files` (in the side menu, not in the route table of the spec): an honest empty state. The server does not
 * keep a list of a user's generated files yet (its download links are not tied to an account), so the page says
 * where those files go today instead of showing a spinner.
 */
export default function FilesPage() {
  const titleId = useId();
  return (
    <>
      <PageHeader title="Files" description="Files your API calls produce, such as encrypted PDFs." />
      <Card as="section" aria-labelledby={titleId}>
        <h2 id={titleId}>No files yet</h2>
        <p>
          This page does not list your files yet. When you encrypt a PDF in the{' '}
          <RouterLink href="/ac/apis/s/api-lab/pdf-security">PDF lab</RouterLink>, the encrypted file downloads to your
          device at once, and its download link stays valid for one hour.
        </p>
      </Card>
    </>
  );
}
