import type { ApiCall } from '@csi/api-client';

/** The CSV columns, in order. */
export const CALLS_CSV_HEADER = [
  'time',
  'api',
  'service',
  'environment',
  'status',
  'latency_ms',
  'cost_usd',
  'request_id',
];

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) is kept as text with a leading apostrophe.
 */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The calls as CSV (RFC 4180, CRLF line ends), header first; times in UTC to the second. */
export function callsToCsv(calls: readonly ApiCall[]): string {
  const rows = calls.map((call) => [
    call.time.replace(/\.\d+Z$/, 'Z'),
    call.apiEndpoint,
    call.serviceType,
    call.environment,
    call.statusCode,
    call.latencyMs,
    call.cost,
    call.requestId,
  ]);
  return [CALLS_CSV_HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
