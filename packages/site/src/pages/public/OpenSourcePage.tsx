import { UnderDevelopment } from '@csi/ui';
import { usePageMeta } from '../../hooks/usePageMeta';

/** /open-source-projects: placeholder until the projects are published. */
export default function OpenSourcePage() {
  usePageMeta({
    title: 'Open Source Projects | CSI',
    description: 'Open-source security projects from CSI are coming soon.',
  });
  return (
    <UnderDevelopment
      title="Open Source Projects"
      tagline="Our open-source security projects are on their way. Check back soon."
    />
  );
}
