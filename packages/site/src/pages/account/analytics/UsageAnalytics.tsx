import type { UsageLog } from '@csi/api-client';
import { Card, Spinner } from '@csi/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import { RouterLink } from '../../../shell/RouterLink';
import { DetailList } from '../shared/DetailList';
import { formatDateTime } from '../shared/profileDetails';
import { usageByService } from './usageByService';
import { UsageTable } from './UsageTable';

const ServicePie = lazy(() => import('../charts/ServicePie'));

/** Props of {@link UsageAnalytics}. */
export interface UsageAnalyticsProps {
  /** The user's usage logs. */
  logs: UsageLog[];
}

// The table takes the whole width (all its columns fit at 1366 px, and it scrolls inside its card on a phone);
// the chosen log's details and the pie share the row below.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const Below = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

/**
 * Usage analytics: the log table across the page, then the details of the chosen log (scrolled into view on View)
 * beside the pie by service; a note when empty.
 */
export function UsageAnalytics({ logs }: UsageAnalyticsProps) {
  const [selected, setSelected] = useState<UsageLog | null>(logs[0] ?? null);
  const details = useRef<HTMLDivElement>(null);
  const select = (log: UsageLog) => {
    setSelected(log);
    details.current?.scrollIntoView?.({ block: 'nearest' });
  };
  if (logs.length === 0) {
    return (
      <p>
        No API usage yet. Try an API from the <RouterLink href="/ac/apis">API listing</RouterLink> and its calls will
        show here.
      </p>
    );
  }
  return (
    <Layout>
      <Card>
        <UsageTable logs={logs} selectedId={selected?.apiUsageId ?? null} onSelect={select} />
      </Card>
      <Below>
        <div ref={details}>
          <Card as="section" aria-label="Log details" aria-live="polite">
            <h2>Log details</h2>
            {selected && (
              <DetailList
                details={[
                  { label: 'Usage id', value: selected.apiUsageId },
                  { label: 'Endpoint', value: selected.apiEndpoint },
                  { label: 'Service', value: selected.serviceType },
                  { label: 'Forwarded', value: selected.wasForwarded },
                  { label: 'Time', value: formatDateTime(selected.timestamp) },
                  { label: 'Calls', value: selected.count },
                ]}
              />
            )}
          </Card>
        </div>
        <Suspense fallback={<Spinner label="Loading chart" />}>
          <ServicePie data={usageByService(logs)} />
        </Suspense>
      </Below>
    </Layout>
  );
}
