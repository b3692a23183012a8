import type { ApiCall } from '@csi/api-client';
import { callBuckets, periodStart } from './callBuckets';

const NOW = new Date(2026, 10, 25, 15, 20);

/** A call at `hour`:`minute` local time on Nov `day` 2026 with its status and latency. */
const call = (day: number, hour: number, minute: number, statusCode: number, latencyMs: number): ApiCall => ({
  id: day * 10_000 + hour * 100 + minute,
  time: new Date(2026, 10, day, hour, minute).toISOString(),
  apiEndpoint: '/encrypt-data',
  serviceType: 'data-security',
  environment: 'sandbox',
  wasForwarded: true,
  statusCode,
  latencyMs,
  cost: '0.00',
  requestId: `req-${minute}`,
});

describe('callBuckets', () => {
  it('counts calls and errors (status 400 or more) per hour, with median and p95 latency, oldest hour first', () => {
    const calls = [
      call(25, 15, 5, 200, 40),
      call(25, 15, 1, 404, 10),
      call(25, 13, 59, 200, 300),
      call(25, 13, 0, 500, 100),
      call(25, 13, 30, 200, 200),
      call(25, 12, 0, 302, 20),
      call(25, 11, 59, 200, 999), // before the period of 4 hours: left out
    ];
    expect(callBuckets(calls, { unit: 'hour', count: 4 }, NOW)).toEqual([
      { label: '12:00', calls: 1, errors: 0, medianLatencyMs: 20, p95LatencyMs: 20 },
      { label: '13:00', calls: 3, errors: 1, medianLatencyMs: 200, p95LatencyMs: 300 },
      { label: '14:00', calls: 0, errors: 0, medianLatencyMs: null, p95LatencyMs: null },
      { label: '15:00', calls: 2, errors: 1, medianLatencyMs: 10, p95LatencyMs: 40 },
    ]);
  });

  it('p95 is the 95th of 100 latencies (nearest rank), the median the 50th', () => {
    const calls = Array.from({ length: 100 }, (_, i) => call(25, 15, i % 60, 200, i + 1));
    const [hour] = callBuckets(calls, { unit: 'hour', count: 1 }, NOW);
    expect(hour).toMatchObject({ calls: 100, medianLatencyMs: 50, p95LatencyMs: 95 });
  });

  it('cuts by day over the last 14 days, labelled like Nov 25', () => {
    const buckets = callBuckets([call(12, 9, 0, 429, 7), call(25, 0, 0, 200, 5)], { unit: 'day', count: 14 }, NOW);
    expect(buckets).toHaveLength(14);
    expect(buckets[0]).toEqual({ label: 'Nov 12', calls: 1, errors: 1, medianLatencyMs: 7, p95LatencyMs: 7 });
    expect(buckets[13]).toEqual({ label: 'Nov 25', calls: 1, errors: 0, medianLatencyMs: 5, p95LatencyMs: 5 });
    expect(buckets.slice(1, 13).every((b) => b.calls === 0)).toBe(true);
    expect(periodStart({ unit: 'day', count: 14 }, NOW)).toEqual(new Date(2026, 10, 12));
  });
});
