/** A call's time to the second in the reader's zone, e.g. 'Nov 25, 2026, 7:41:09 AM'. */
export function formatCallTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}
