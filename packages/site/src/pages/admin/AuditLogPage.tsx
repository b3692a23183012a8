import type { AuditLogEntry, AuditLogFilter } from '@csi/api-client';
import { useState } from 'react';
import styled from 'styled-components';
import { client } from '../../client';
import { useFeedback } from '../../hooks/useFeedback';
import { errorMessage } from '../../lib/errorMessage';
import { AsyncView } from '../account/shared/AsyncView';
import { PageHeader } from '../account/shared/PageHeader';
import { Table } from '../account/shared/Table';
import { useReloadable } from '../account/shared/useReloadable';
import { AuditLogFilters } from './audit/AuditLogFilters';

/** The columns of the log, also each cell's label when the rows stack. */
const COLUMNS = ['Time', 'Action', 'Actor', 'Target', 'Changes', 'Address', 'Device', 'Request id'] as const;
const label = (column: (typeof COLUMNS)[number]) => ({ 'data-label': column });

/**
 * Eight columns do not fit a phone, and scrolled sideways an entry is never seen whole: on a narrow screen each entry
 * becomes a block of `label value` lines, each cell showing its column's name. The headings stay in the table for
 * screen readers, visually hidden.
 */
const Fitted = styled.div`
  container-type: inline-size;
  @container (max-width: 40rem) {
    table {
      min-width: 0;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody tr {
      display: block;
      padding: ${({ theme }) => theme.space.sm} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    tbody td {
      display: grid;
      grid-template-columns: 6.5rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
      border-bottom: none;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    tbody td::before {
      content: attr(data-label);
      font-weight: 700;
      color: ${({ theme }) => theme.color.textMuted};
    }
  }
`;

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
            <Fitted>
              <Table
                caption={`Audit log: ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`}
                columns={[...COLUMNS]}
              >
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td {...label('Time')}>
                      <time dateTime={entry.at}>{new Date(entry.at).toISOString().slice(0, 19).replace('T', ' ')}</time>
                    </td>
                    <td {...label('Action')}>{entry.kind}</td>
                    <td {...label('Actor')} data-wrap>
                      {entry.actorEmail ?? '–'}
                    </td>
                    <td {...label('Target')}>
                      {entry.targetType
                        ? `${entry.targetType} ${entry.targetId ?? ''}`
                        : entry.userId
                          ? `user ${entry.userId}`
                          : '–'}
                    </td>
                    <td {...label('Changes')} data-wrap>
                      {changes(entry) || '–'}
                    </td>
                    <td {...label('Address')}>{entry.address ?? '–'}</td>
                    <td {...label('Device')}>{entry.device ?? '–'}</td>
                    <td {...label('Request id')}>{entry.requestId ?? '–'}</td>
                  </tr>
                ))}
              </Table>
            </Fitted>
          )
        }
      </AsyncView>
    </>
  );
}
