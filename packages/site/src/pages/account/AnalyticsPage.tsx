import { client } from '../../client';
import { AnalyticsView } from './analytics/AnalyticsView';
import { PageHeader } from './shared/PageHeader';
import { useReloadable } from './shared/useReloadable';

/** `/ac/analytics`: the usage logs with details and a pie by service; 'API Usage Error' modal on failure. */
export default function AnalyticsPage() {
  const [logs, reload] = useReloadable(() => client.wallet.usage().then((reply) => reply.data), []);
  return (
    <>
      <PageHeader title="Analytics" description="Every call made with your API key: endpoint, service and count." />
      <AnalyticsView logs={logs} onRetry={reload} />
    </>
  );
}
