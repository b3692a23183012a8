import type { UsageLog } from '@csi/api-client';
import { Card, Spinner } from '@csi/ui';
import { lazy, Suspense, useState } from 'react';
import { RouterLink } from '../../../shell/RouterLink';
import { DetailList } from '../shared/DetailList';
import { formatDateTime } from '../shared/profileDetails';
import { usageByService } from './usageByService';
import { UsageTable } from './UsageTable';
import { TableDetailLayout } from '../shared/TableDetailLayout';

const ServicePie = lazy(() => import('../charts/ServicePie'));

/** Props of {@link UsageAnalytics}. */
export interface UsageAnalyticsProps {
  /** The user's usage logs. */
  logs: UsageLog[];
}

/** Usage analytics: the log table, the details of the chosen log and the pie by service; a note when empty. */
export function UsageAnalytics({ logs }: UsageAnalyticsProps) {
  const [selected, setSelected] = useState<UsageLog | null>(logs[0] ?? null);
  if (logs.length === 0) {
    return (
      <p>
        No API usage yet. Try an API from the <RouterLink href="/ac/apis">API listing</RouterLink> and its calls will
        show here.
      </p>
    );
  }
  return (
    <TableDetailLayout $table="minmax(0, 2fr)" $detail="minmax(260px, 1fr)">
      <UsageTable logs={logs} selectedId={selected?.apiUsageId ?? null} onSelect={setSelected} />
      <div>
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
        <Suspense fallback={<Spinner label="Loading chart" />}>
          <ServicePie data={usageByService(logs)} />
        </Suspense>
      </div>
    </TableDetailLayout>
  );
}
