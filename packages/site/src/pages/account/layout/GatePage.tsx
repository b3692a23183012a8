import { AuthGatePopup, VisuallyHidden } from '@csi/ui';
import { usePageMeta } from '../../../hooks/usePageMeta';
import { RouterLink } from '../../../shell/RouterLink';

/** Props of {@link GatePage}. */
export interface GatePageProps {
  /** Heading of the guarded area, for the page outline. */
  title: string;
}

/** What a guarded area shows to unknown visitors: its heading and the gate popup (login or stay logged out). */
export function GatePage({ title }: GatePageProps) {
  usePageMeta({ title: `${title} | CSI` });
  return (
    <>
      <VisuallyHidden as="h1">{title}</VisuallyHidden>
      <AuthGatePopup variant="unknown" linkComponent={RouterLink} />
    </>
  );
}
