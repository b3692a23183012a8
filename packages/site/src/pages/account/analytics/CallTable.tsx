import type { ApiCall } from '@csi/api-client';
import { Table } from '../shared/Table';
import { formatCallTime } from './formatCallTime';

/** Props of {@link CallTable}. */
export interface CallTableProps {
  /** The calls, one row each, newest first. */
  calls: readonly ApiCall[];
}

/** The heading of each column, in order. */
export const CALL_COLUMNS = ['Time', 'API', 'Environment', 'Status', 'Latency', 'Cost', 'Request id'];

/** Each call with its time to the second, API, environment, status, latency, cost (USD) and request id. */
export function CallTable({ calls }: CallTableProps) {
  return (
    <Table caption="API calls" columns={CALL_COLUMNS}>
      {calls.map((call) => (
        <tr key={call.id}>
          <td>
            <time dateTime={call.time}>{formatCallTime(call.time)}</time>
          </td>
          <td>{call.apiEndpoint}</td>
          <td>{call.environment}</td>
          <td data-status={call.statusCode < 300 ? 'ok' : 'error'}>{call.statusCode}</td>
          <td>{call.latencyMs} ms</td>
          <td>${call.cost}</td>
          <td>
            <code>{call.requestId}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}
