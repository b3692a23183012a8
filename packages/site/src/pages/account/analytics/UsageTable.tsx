import type { UsageLog } from '@csi/api-client';
import { Button } from '@csi/ui';
import { displayValue } from '../shared/displayValue';
import { formatDateTime } from '../shared/profileDetails';
import { Table } from '../shared/Table';

/** Props of {@link UsageTable}. */
export interface UsageTableProps {
  /** The logs, one row each. */
  logs: UsageLog[];
  /** Id of the log shown in the details panel. */
  selectedId: number | null;
  /** Called with the log to show. */
  onSelect: (log: UsageLog) => void;
}

/** The usage logs with a View action per row. */
export function UsageTable({ logs, selectedId, onSelect }: UsageTableProps) {
  return (
    <Table
      caption="API usage logs"
      columns={['apiUsageId', 'apiEndpoint', 'serviceType', 'wasForwarded', 'timestamp', 'count', 'Action']}
    >
      {logs.map((log) => (
        <tr key={log.apiUsageId} data-selected={log.apiUsageId === selectedId}>
          <td>{log.apiUsageId}</td>
          <td>{log.apiEndpoint}</td>
          <td>{log.serviceType}</td>
          <td>{displayValue(log.wasForwarded)}</td>
          <td>{formatDateTime(log.timestamp)}</td>
          <td>{log.count}</td>
          <td>
            <Button variant="secondary" aria-label={`View log ${log.apiUsageId}`} onClick={() => onSelect(log)}>
              View
            </Button>
          </td>
        </tr>
      ))}
    </Table>
  );
}
