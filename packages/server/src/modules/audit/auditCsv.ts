import type { AuditLogEntry } from './readAuditLog';

/** The CSV's columns, in order. */
const COLUMNS = [
  'at',
  'kind',
  'actorId',
  'actorEmail',
  'userId',
  'targetType',
  'targetId',
  'before',
  'after',
  'details',
  'address',
  'device',
  'requestId',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell a spreadsheet
 * would run as a formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe first
 * (OWASP "CSV injection"), so an e-mail or a title an attacker chose cannot run when an admin opens the file.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The audit log entries as CSV: a header row, then one row per entry, lines ended by CRLF. */
export function auditCsv(entries: AuditLogEntry[]): string {
  const lines = [COLUMNS.join(',')];
  for (const entry of entries) lines.push(COLUMNS.map((column) => csvCell(entry[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
