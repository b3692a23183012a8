/**
 * The wait a Retry-After header asks for, in whole seconds (rounded up; 0 for a date already past), from its
 * delay-seconds form ('30') or its HTTP-date form ('Wed, 21 Oct 2026 07:28:00 GMT'); undefined when absent or
 * unreadable. `now` is in ms. @default Date.now()
 */
export function retryAfterSeconds(value: unknown, now: number = Date.now()): number | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
