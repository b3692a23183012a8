/**
 * The wait a Retry-After header asks for, in whole seconds (rounded up; 0 for a date already past), from its
 * delay-seconds form ('30') or its HTTP-date form ('Wed, 21 Oct 2026 07:28:00 GMT'); undefined when absent or
 * unreadable. `now` is in ms. @default Date.now()
 */
export function retryAfterSeconds(value: unknown, now: number = Date.now()): number | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // Every HTTP-date form starts with the day's name; Date.parse alone would take '1.5' for a date.
  const date = /^[A-Za-z]{3,9},? /.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
