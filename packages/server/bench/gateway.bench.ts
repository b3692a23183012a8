/**
 * Benchmark of the gateway: `npx tsx packages/server/bench/gateway.bench.ts`.
 * Live calls to /encrypt-data through the whole gateway (key lookup, rate limit, charge with its ledger row,
 * settlement, usage count) against the same handler mounted bare, with autocannon (50 connections) on the embedded
 * database, in alternating rounds (BENCH_ROUNDS, default 3, of BENCH_DURATION_S, default 5 s, each side). Prints both,
 * the median throughput ratio, and writes bench-results/gateway.json at the repository root;
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
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const body = JSON.stringify({ rawData: 'The quick brown fox jumps over the lazy dog.' });

// The limit of 50 a minute per key would turn the run into 429s: raise it for this process only.
process.env.GATEWAY_RATE_LIMIT = String(1_000_000_000);

/** One measured run of `durationS` seconds against `url`, after the warm-up the caller did. */
async function measure(url: string, headers: Record<string, string>, durationS: number) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: durationS,
    workers: 1,
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    totalRequests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
type Side = Awaited<ReturnType<typeof measure>>;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const bareDir = await mkdtemp(path.join(tmpdir(), 'csi-bench-bare-'));
const bare = await serviceTestApp({ publicUrl: 'http://127.0.0.1', dataDir: bareDir, maxUploadBytes: 1024 * 1024 });
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/encrypt-data`;
const server = await startTestServer();
const user = await createTestUser(server.app, { balanceMicro: 1_000_000_000_000n });
const gatewayUrl = `${server.url}/csi-p/api-live/encrypt-data`;

// Both sides are measured in alternating rounds, so that a change in the shared machine's load between the
// first and the last second weighs on both alike; the ratio reported is the median of the rounds' ratios.
await measure(bareUrl, {}, 2); // warm-ups
await measure(gatewayUrl, user.headers, 2);
const rounds: { bare: Side; gateway: Side; ratio: number }[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const bareSide = await measure(bareUrl, {}, DURATION_S);
  const gatewaySide = await measure(gatewayUrl, user.headers, DURATION_S);
  rounds.push({
    bare: bareSide,
    gateway: gatewaySide,
    ratio: gatewaySide.requestsPerSecond / bareSide.requestsPerSecond,
  });
}
await server.app.usageRecorder.flush();
const charges = await server.app.db
  .selectFrom('ledger')
  .select((eb) => eb.fn.countAll<string>().as('count'))
  .where('userId', '=', user.id)
  .where('kind', '=', 'api_charge')
  .executeTakeFirstOrThrow();
await server.close();
await bare.close();
await rm(bareDir, { recursive: true, force: true });

const ratio = median(rounds.map((round) => round.ratio));
const totals = (side: 'bare' | 'gateway') => ({
  requestsPerSecond: median(rounds.map((round) => round[side].requestsPerSecond)),
  totalRequests: rounds.reduce((sum, round) => sum + round[side].totalRequests, 0),
  latencyP50Ms: median(rounds.map((round) => round[side].latencyP50Ms)),
  latencyP99Ms: median(rounds.map((round) => round[side].latencyP99Ms)),
  non2xx: rounds.reduce((sum, round) => sum + round[side].non2xx, 0),
  errors: rounds.reduce((sum, round) => sum + round[side].errors, 0),
});
const bareResult = totals('bare');
const gatewayResult = totals('gateway');
// The ratio only counts when every request on both sides was answered 2xx without a connection error.
const clean = [bareResult, gatewayResult].every((side) => side.non2xx === 0 && side.errors === 0);
const results = {
  date: new Date().toISOString(),
  node: process.version,
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  connections: CONNECTIONS,
  rounds: ROUNDS,
  durationSecondsPerRound: DURATION_S,
  bare: bareResult,
  gateway: { ...gatewayResult, chargesWritten: Number(charges.count) },
  roundRatios: rounds.map((round) => Number(round.ratio.toFixed(3))),
  throughputRatio: Number(ratio.toFixed(3)),
  goal: 'gateway keeps at least 50% of the bare throughput (median of alternating rounds), with no non-2xx answer and no error on either side',
  allAnswered2xx: clean,
  goalMet: clean && ratio >= 0.5,
};
console.table({ bare: bareResult, gateway: gatewayResult });
console.log(`round ratios: ${rounds.map((round) => `${(round.ratio * 100).toFixed(1)}%`).join(', ')}`);
console.log(
  `gateway / bare throughput (median of ${ROUNDS} rounds): ${(ratio * 100).toFixed(1)}%${clean ? '' : ' (some requests failed: the ratio does not count)'} (goal >= 50%: ${results.goalMet ? 'met' : 'NOT met'})`,
);
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/gateway.json'), `${JSON.stringify(results, null, 2)}\n`);
if (!results.goalMet) process.exitCode = 1;
