import type { ApiCallsQuery } from '@csi/api-client';
import styled from 'styled-components';
import { client } from '../../client';
import { AnalyticsView } from './analytics/AnalyticsView';
import { CallInsight } from './analytics/CallInsight';
import { ErrorsLatencyCard } from './analytics/ErrorsLatencyCard';
import { PageHeader } from './shared/PageHeader';
import { useReloadable } from './shared/useReloadable';

const loadCalls = (query: ApiCallsQuery) => client.wallet.calls(query).then((reply) => reply.data);

// The calls card and the usage below it share the width; the page never scrolls sideways (tables scroll inside).
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * `/ac/analytics`: each call with its status, latency and cost (filters, pages, CSV), errors and latency over time,
 * then the usage logs with details and a pie by service; 'API Usage Error' modal on failure.
 */
export default function AnalyticsPage() {
  const [logs, reload] = useReloadable(() => client.wallet.usage().then((reply) => reply.data), []);
  const endpoints = logs.status === 'success' ? [...new Set(logs.data.map((log) => log.apiEndpoint))].sort() : [];
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Every call made with your API key: when, which API, live or sandbox, its status, latency and cost."
      />
      <Layout>
        <CallInsight load={loadCalls} endpoints={endpoints} />
        <ErrorsLatencyCard load={loadCalls} />
        <AnalyticsView logs={logs} onRetry={reload} />
      </Layout>
    </>
  );
}
