import { createRequire } from 'node:module';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { createTestUser } from '../src/testing/createTestUser';
import { startTestServer } from '../src/testing/startTestServer';
process.env.GATEWAY_RATE_LIMIT = String(1_000_000_000);
const autocannon = createRequire(import.meta.url)('autocannon');
const { PGlite } = await import('@electric-sql/pglite');
const stats = new Map<string, { n: number; ms: number }>();
const origQ = (PGlite.prototype as any).query;
let measuring = false;
(PGlite.prototype as any).query = async function (this: unknown, q: string, ...a: unknown[]) {
  const t = performance.now();
  try { return await origQ.call(this, q, ...a); } finally {
    if (measuring) { const k = q.replace(/\s+/g, ' ').slice(0, 40); const st = stats.get(k) ?? { n: 0, ms: 0 }; st.n++; st.ms += performance.now() - t; stats.set(k, st); }
  }
};
const server = await startTestServer();
const user = await createTestUser(server.app, { balanceMicro: 1_000_000_000_000n });
const body = JSON.stringify({ rawData: 'The quick brown fox jumps over the lazy dog.' });
const run = (duration: number) => autocannon({ url: `${server.url}/csi-p/api-live/encrypt-data`, method: 'POST', connections: 50, duration, workers: 1, body, headers: { 'content-type': 'application/json', ...user.headers } });
await run(2);
const session = new Session();
session.connect();
if (process.env.PROF) { await session.post('Profiler.enable'); await session.post('Profiler.start'); }
measuring = true;
const r = await run(8);
measuring = false;
if (process.env.PROF) { const { profile } = await session.post('Profiler.stop'); writeFileSync('/tmp/prof/load.cpuprofile', JSON.stringify(profile)); }
for (const [k, v] of stats) console.log(k, v.n, (v.ms / v.n).toFixed(3), 'ms avg', v.ms.toFixed(0), 'total');
console.log('rps', r.requests.average, 'p99', r.latency.p99, r.non2xx);
await server.close();
