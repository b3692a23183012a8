import type { ApiCall } from '@csi/api-client';
import type { CallBucket } from '@csi/ui/charts';

/** How the errors-and-latency chart cuts time: the last `count` hours or days, ending with the current one. */
export interface BucketPeriod {
  unit: 'hour' | 'day';
  count: number;
}

/** The value at fraction `p` of sorted numbers, nearest rank (p 0.5: the median as a call that happened). */
function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? null;
}

/** The start of the hour or day (reader's zone) that holds `date`. */
function startOf(date: Date, unit: BucketPeriod['unit']): Date {
  const start = new Date(date);
  start.setMinutes(0, 0, 0);
  if (unit === 'day') start.setHours(0);
  return start;
}

/** '14:00' for an hour, 'Nov 25' for a day, in the reader's zone. */
function labelOf(start: Date, unit: BucketPeriod['unit']): string {
  return unit === 'hour'
    ? start.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })
    : start.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** The first instant of the period ending with the bucket that holds `now`. */
export function periodStart({ unit, count }: BucketPeriod, now: Date): Date {
  const start = startOf(now, unit);
  if (unit === 'hour') start.setHours(start.getHours() - (count - 1));
  else start.setDate(start.getDate() - (count - 1));
  return start;
}

/**
 * The calls per hour or day of the period ending now, oldest first: how many, how many failed (status 400 or more),
 * and their median and p95 latency (nearest rank). Calls outside the period are left out.
 */
export function callBuckets(calls: readonly ApiCall[], period: BucketPeriod, now = new Date()): CallBucket[] {
  const starts: Date[] = [periodStart(period, now)];
  while (starts.length < period.count) {
    const next = new Date(starts[starts.length - 1] as Date);
    if (period.unit === 'hour') next.setHours(next.getHours() + 1);
    else next.setDate(next.getDate() + 1);
    starts.push(next);
  }
  const keys = starts.map((start) => start.getTime());
  const latencies = starts.map((): number[] => []);
  const errors = starts.map(() => 0);
  for (const call of calls) {
    const index = keys.indexOf(startOf(new Date(call.time), period.unit).getTime());
    if (index < 0) continue;
    latencies[index]?.push(call.latencyMs);
    if (call.statusCode >= 400) errors[index] = (errors[index] ?? 0) + 1;
  }
  return starts.map((start, i) => {
    const sorted = [...(latencies[i] ?? [])].sort((a, b) => a - b);
    return {
      label: labelOf(start, period.unit),
      calls: sorted.length,
      errors: errors[i] ?? 0,
      medianLatencyMs: percentile(sorted, 0.5),
      p95LatencyMs: percentile(sorted, 0.95),
    };
  });
}
