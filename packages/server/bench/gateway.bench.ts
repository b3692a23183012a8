/**
 * Benchmark of the gateway: `npx tsx packages/server/bench/gateway.bench.ts`.
 * Live calls to /encrypt-data through the whole gateway (key lookup, rate limit, charge with its ledger row,
 * settlement, usage count) against the same handler mounted bare, with autocannon (50 connections) on the embedded
 * database. Prints both, the throughput ratio, and writes bench-results/gateway.json at the repository root;
 * exits with code 1 when the goal is missed (a ratio under 50%, or any non-2xx answer or error on either side).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceTestApp } from '../test-fixtures/serviceTestApp';
import { createTestUser } from '../src/testing/createTestUser';
import { startTestServer } from '../src/testing/startTestServer';

/** The part of autocannon's options and result this benchmark uses (the package ships no types). */
interface LoadOptions {
  url: string;
  method: 'POST';
  connections: number;
  duration: number;
  workers?: number;
  headers: Record<string, string>;
  body: string;
}
interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

const autocannon = createRequire(import.meta.url)('autocannon') as (options: LoadOptions) => Promise<LoadResult>;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const body = JSON.stringify({ rawData: 'The quick brown fox jumps over the lazy dog.' });

// The limit of 50 a minute per key would turn the run into 429s: raise it for this process only.
process.env.GATEWAY_RATE_LIMIT = String(1_000_000_000);

async function load(url: string, headers: Record<string, string>) {
  const options = { url, method: 'POST', connections: CONNECTIONS, duration: DURATION_S, workers: 1, body } as const;
  const run = (duration: number) =>
    autocannon({ ...options, duration, headers: { 'content-type': 'application/json', ...headers } });
  await run(2); // warm-up
  const result = await run(DURATION_S);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    totalRequests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const bareDir = await mkdtemp(path.join(tmpdir(), 'csi-bench-bare-'));
const bare = await serviceTestApp({ publicUrl: 'http://127.0.0.1', dataDir: bareDir, maxUploadBytes: 1024 * 1024 });
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/encrypt-data`;
const bareResult = await load(bareUrl, {});
await bare.close();
await rm(bareDir, { recursive: true, force: true });

const server = await startTestServer();
const user = await createTestUser(server.app, { balanceMicro: 1_000_000_000_000n });
const gatewayResult = await load(`${server.url}/csi-p/api-live/encrypt-data`, user.headers);
await server.app.usageRecorder.flush();
const charges = await server.app.db
  .selectFrom('ledger')
  .select((eb) => eb.fn.countAll<string>().as('count'))
  .where('userId', '=', user.id)
  .where('kind', '=', 'api_charge')
  .executeTakeFirstOrThrow();
await server.close();

const ratio = gatewayResult.requestsPerSecond / bareResult.requestsPerSecond;
// The ratio only counts when every request on both sides was answered 2xx without a connection error.
const clean = [bareResult, gatewayResult].every((side) => side.non2xx === 0 && side.errors === 0);
const results = {
  date: new Date().toISOString(),
  node: process.version,
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  bare: bareResult,
  gateway: { ...gatewayResult, chargesWritten: Number(charges.count) },
  throughputRatio: Number(ratio.toFixed(3)),
  goal: 'gateway keeps at least 50% of the bare throughput, with no non-2xx answer and no error on either side',
  allAnswered2xx: clean,
  goalMet: clean && ratio >= 0.5,
};
console.table({ bare: bareResult, gateway: gatewayResult });
console.log(
  `gateway / bare throughput: ${(ratio * 100).toFixed(1)}%${clean ? '' : ' (some requests failed: the ratio does not count)'} (goal >= 50%: ${results.goalMet ? 'met' : 'NOT met'})`,
);
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/gateway.json'), `${JSON.stringify(results, null, 2)}\n`);
if (!results.goalMet) process.exitCode = 1;
