import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A server process started from the built `packages/server/dist/main.js`. */
export interface SpawnedInstance {
  url: string;
  port: number;
  /** The instance's DATA_DIR (its mail outbox is `outbox/` there). */
  dataDir: string;
  process: ChildProcess;
  /** What the process wrote to stderr and stdout so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGKILL, then wait for the exit. */
  kill9(): Promise<void>;
  /** SIGTERM, then wait for the exit (the graceful stop). */
  stop(): Promise<number | string>;
}

/** Builds the server bundle when it is missing or older than its sources (as the journeys do). */
export function ensureServerBuilt(): void {
  const script = `import('./scripts/build-if-stale.mjs').then((m) => m.buildIfStale('@csi/server', 'packages/server/dist/main.js', ['packages/server/src', 'packages/contract/src', 'packages/api-client/src']))`;
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, stdio: 'pipe' });
  if (res.status !== 0) throw new Error(`server build failed: ${res.stderr.toString()}`);
}

/** A TCP port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200, for at most `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts `node packages/server/dist/main.js` with `env` on a free port and a DATA_DIR of its own (unless `env`
 * names one), and waits until `/healthz` answers. Call ensureServerBuilt() once before.
 */
export async function spawnInstance(env: Record<string, string>): Promise<SpawnedInstance> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'csi-fleet-')));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SITE_DIR: path.join(dataDir, 'no-site'),
      LOG_LEVEL: 'warn',
      // Suites register and verify many users from 127.0.0.1 (their Redis counts outlive a run).
      REGISTRATION_LIMIT_PER_HOUR: '1000000',
      CODE_REQUESTS_PER_ADDRESS_PER_HOUR: '1000000',
      CODE_GUESSES_PER_ADDRESS_PER_HOUR: '1000000',
      CODE_REQUESTS_PER_HOUR: '1000000',
      CODE_GUESSES_PER_HOUR: '1000000',
      // Suites pay through the simulated provider beside DATABASE_URL and REDIS_URL: allowed explicitly.
      ALLOW_SIMULATED_PAYMENTS: 'true',
      // One server key for every instance a suite starts, as an operator sets it for a fleet.
      SECRETS_KEY: '9a3c5e7f1b2d4068ace13579bdf02468aceb13579bdf02468ace13579bdf0246',
      ...env,
      DATA_DIR: dataDir,
    },
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const early = exited.then((code) => {
    throw new Error(`instance exited (${code}) before it was ready:\n${log}`);
  });
  await Promise.race([waitForOk(`${url}/healthz`, 120_000), early]);
  early.catch(() => undefined);
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => log,
    exited,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
