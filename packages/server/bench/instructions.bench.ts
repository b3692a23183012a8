/**
 * The gateway's cost per live call counted in instructions, not seconds: `BENCH_INSTRUCTIONS=1 npm run bench` (skipped
 * otherwise: it takes about five minutes). Each side of gateway.bench.ts (the bare service, the gateway, the gateway
 * with an Idempotency-Key on every call) runs in a process of its own under valgrind's callgrind
 * (callgrind/serveSide.ts); autocannon, from this process, warms it up, then sends the measured calls while callgrind
 * counts. Counts are repeatable where throughput on this shared machine is not (the same code measured 41% to 71% of
 * bare within an hour), so a change of a few per cent shows. Reports the instructions per answer by thread (see measure) and
 * bare's total over each gateway side's: about the share of bare's throughput a side keeps when, as in
 * gateway.bench.ts, the cores are the limit. Writes bench-results/gateway-instructions.json. Information: no
 * goal (gateway.bench.ts holds it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { autocannon, ENCRYPT_BODY } from './loadGenerator';

type Side = 'bare' | 'gateway' | 'keyed';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const WARM_UP_CALLS = Number(process.env.BENCH_WARM_UP_CALLS ?? 1500);
const MEASURED_CALLS = Number(process.env.BENCH_MEASURED_CALLS ?? 1000);

if (process.env.BENCH_INSTRUCTIONS !== '1') {
  console.log('instructions.bench.ts: skipped (BENCH_INSTRUCTIONS=1 runs it, with valgrind installed)');
  process.exit(0);
}
if (spawnSync('valgrind', ['--version']).status !== 0) throw new Error('valgrind is not installed');

/** Sends `amount` calls, 20 at a time; refuses a run with a non-2xx answer, an error or a timeout. */
async function load(url: string, headers: Record<string, string>, amount: number): Promise<void> {
  const keyed = 'idempotency-key' in headers;
  const result = await autocannon({
    url,
    method: 'POST',
    connections: 20,
    amount,
    timeout: 120, // seconds: under callgrind a call takes about fifty times as long
    headers: { 'content-type': 'application/json', ...headers },
    body: ENCRYPT_BODY,
    idReplacement: keyed,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
}

const callgrindControl = (option: string, pid: number) => {
  const run = spawnSync('callgrind_control', [option, String(pid)]);
  if (run.status !== 0) throw new Error(`callgrind_control ${option} ${pid} failed: ${String(run.stderr)}`);
};

/**
 * Instructions per measured call of one side by thread: the main thread, the embedded database's, libuv's pool (the
 * services' cryptography) and V8's background threads (compiler and garbage collector; these vary from run to run as
 * V8 tiers code up, the others hardly: `steady` leaves them out).
 */
async function measure(side: Side, dir: string) {
  const out = path.join(dir, `${side}.json`);
  const valgrind = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--separate-threads=yes',
      '--instr-atstart=no',
      '--smc-check=all-non-file',
      `--callgrind-out-file=${path.join(dir, side)}`,
      process.execPath,
      '--import',
      'tsx',
      path.join(here, 'callgrind/serveSide.ts'),
    ],
    { cwd: root, env: { ...process.env, OUT: out, SIDE: side }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  valgrind.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = once(valgrind, 'exit');
  for (let waited = 0; !existsSync(out); waited += 1) {
    if (valgrind.exitCode !== null || waited > 1200) throw new Error(`${side} did not start:\n${log}`);
    await sleep(500);
  }
  const started = JSON.parse(await readFile(out, 'utf8')) as {
    url: string;
    headers: Record<string, string>;
    pid: number;
  };
  const headers = side === 'keyed' ? { ...started.headers, 'idempotency-key': 'bench-[<id>]' } : started.headers;
  await load(started.url, headers, WARM_UP_CALLS);
  callgrindControl('--instr=on', started.pid);
  await load(started.url, headers, MEASURED_CALLS);
  callgrindControl('--instr=off', started.pid);
  process.kill(started.pid, 'SIGTERM');
  await exited;
  const counts = { main: 0, database: 0, threadPool: 0, v8Background: 0 };
  for (const file of await readdir(dir)) {
    const thread = new RegExp(`^${side}-(\\d+)$`).exec(file);
    if (!thread) continue;
    const text = await readFile(path.join(dir, file), 'utf8');
    const total = Number(/^totals: (\d+)/m.exec(text)?.[1] ?? 0);
    // The first thread is the main one; V8's platform threads (compiler, collector) run PlatformWorkerThread, and one
    // of them also compiles the database's WebAssembly wrappers; of the others, the embedded database's is the one
    // that enters WebAssembly, and libuv's pool threads run uv__queue_work.
    const group =
      thread[1] === '01'
        ? 'main'
        : /PlatformWorkerThread/.test(text)
          ? 'v8Background'
          : /JSToWasm/.test(text)
            ? 'database'
            : /uv__queue_work/.test(text)
              ? 'threadPool'
              : 'v8Background';
    counts[group] += total;
  }
  const perCall = (count: number) => Math.round(count / MEASURED_CALLS);
  const steady = counts.main + counts.database + counts.threadPool;
  return {
    mainThread: perCall(counts.main),
    databaseThread: perCall(counts.database),
    threadPool: perCall(counts.threadPool),
    v8Background: perCall(counts.v8Background),
    steady: perCall(steady),
    total: perCall(steady + counts.v8Background),
  };
}

const dir = await mkdtemp(path.join(tmpdir(), 'csi-bench-callgrind-'));
try {
  // Counts do not depend on the machine's load: the sides run at once (each valgrind keeps to one core).
  const [bare, gateway, keyed] = await Promise.all([
    measure('bare', dir),
    measure('gateway', dir),
    measure('keyed', dir),
  ]);
  const share = (side: typeof bare, count: 'total' | 'steady') => Number((bare[count] / side[count]).toFixed(3));
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    database: 'pglite',
    warmUpCalls: WARM_UP_CALLS,
    measuredCalls: MEASURED_CALLS,
    instructionsPerCall: { bare, gateway, gatewayWithIdempotencyKey: keyed },
    bareOverGateway: share(gateway, 'total'),
    bareOverGatewayWithIdempotencyKey: share(keyed, 'total'),
    steadyBareOverGateway: share(gateway, 'steady'),
    steadyBareOverGatewayWithIdempotencyKey: share(keyed, 'steady'),
  };
  console.table({ bare, gateway, 'gateway + Idempotency-Key': keyed });
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  console.log(
    `bare's instructions per call over the gateway's: ${percent(results.bareOverGateway)} (steady threads: ${percent(results.steadyBareOverGateway)}), with an Idempotency-Key on every call: ${percent(results.bareOverGatewayWithIdempotencyKey)} (${percent(results.steadyBareOverGatewayWithIdempotencyKey)})`,
  );
  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  await writeFile(path.join(root, 'bench-results/gateway-instructions.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
