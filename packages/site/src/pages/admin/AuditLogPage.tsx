import type { AuditLogEntry, AuditLogFilter } from '@csi/api-client';
import { useState } from 'react';
import { client } from '../../client';
import { useFeedback } from '../../hooks/useFeedback';
import { errorMessage } from '../../lib/errorMessage';
import { AsyncView } from '../account/shared/AsyncView';
import { PageHeader } from '../account/shared/PageHeader';
import { Table } from '../account/shared/Table';
import { useReloadable } from '../account/shared/useReloadable';
import { AuditLogFilters } from './audit/AuditLogFilters';

/** The changed fields of an entry, one `field: before → after` per field. */
function changes(entry: AuditLogEntry): string {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  const show = (value: unknown) => (value === undefined ? '–' : JSON.stringify(value));
  return [...fields]
    .map((field) => {
      const before = entry.before === null ? undefined : entry.before[field];
      const after = entry.after === null ? undefined : entry.after[field];
      return `${field}: ${show(before)} → ${show(after)}`;
    })
    .join('; ');
}

/** Saves `text` as a file named `name` through a temporary link. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** `/ad/audit-log`: who did what and when, filtered by actor, action and date, and exported as CSV. */
export default function AuditLogPage() {
  const { showModal } = useFeedback();
  const [filter, setFilter] = useState<AuditLogFilter>({});
  const [loaded, reload] = useReloadable(() => client.audit.log(filter).then((reply) => reply.data), [filter]);
  const download = async (wanted: AuditLogFilter) => {
    try {
      saveFile('audit-log.csv', await client.audit.logCsv(wanted));
    } catch (error) {
      showModal('Audit log', errorMessage(error));
    }
  };
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every admin action and account security event, newest first. The log cannot be edited."
      />
      <AuditLogFilters onApply={setFilter} onDownload={(wanted) => void download(wanted)} />
      <AsyncView state={loaded} what="the audit log" onRetry={reload}>
        {(entries) =>
          entries.length === 0 ? (
            <p role="status">No entries match these filters.</p>
          ) : (
            <Table
              caption={`Audit log: ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`}
              columns={['Time', 'Action', 'Actor', 'Target', 'Changes', 'Address', 'Device', 'Request id']}
            >
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{new Date(entry.at).toISOString().slice(0, 19).replace('T', ' ')}</time>
                  </td>
                  <td>{entry.kind}</td>
                  <td data-wrap>{entry.actorEmail ?? '–'}</td>
                  <td>
                    {entry.targetType
                      ? `${entry.targetType} ${entry.targetId ?? ''}`
                      : entry.userId
                        ? `user ${entry.userId}`
                        : '–'}
                  </td>
                  <td data-wrap>{changes(entry) || '–'}</td>
                  <td>{entry.address ?? '–'}</td>
                  <td>{entry.device ?? '–'}</td>
                  <td>{entry.requestId ?? '–'}</td>
                </tr>
              ))}
            </Table>
          )
        }
      </AsyncView>
    </>
  );
}
