import type { CallBucket } from './CallBucket';

/** A count with its noun, e.g. '1 error', '3 errors'. */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * One sentence for the errors-and-latency chart: calls and errors over the whole period, the slowest bucket by p95
 * latency, and the bucket with the most errors, e.g. 'Errors and latency: 12 calls, 2 errors; highest p95 latency
 * 340 ms at 14:00; most errors (2) at 14:00.'
 */
export function errorsLatencySummary(title: string, buckets: readonly CallBucket[]): string {
  const calls = buckets.reduce((sum, b) => sum + b.calls, 0);
  const errors = buckets.reduce((sum, b) => sum + b.errors, 0);
  const parts = [`${title}: ${count(calls, 'call')}, ${count(errors, 'error')}`];
  const slowest = buckets.reduce<CallBucket | null>(
    (max, b) => (b.p95LatencyMs !== null && (max === null || b.p95LatencyMs > (max.p95LatencyMs ?? 0)) ? b : max),
    null,
  );
  if (slowest) parts.push(`highest p95 latency ${slowest.p95LatencyMs} ms at ${slowest.label}`);
  const worst = buckets.reduce<CallBucket | null>((max, b) => (b.errors > (max?.errors ?? 0) ? b : max), null);
  if (worst) parts.push(`most errors (${worst.errors}) at ${worst.label}`);
  return `${parts.join('; ')}.`;
}
