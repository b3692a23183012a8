/**
 * Benchmark of the embedded database's statements: `npx tsx packages/server/bench/statements.bench.ts`.
 * The same statements (a row read by its key, a row inserted, a row updated) run through PGlite's query() and through
 * createStatementRunner (prepared once, one call into the database per run), on one PGlite opened as the server's
 * worker opens it, in alternating rounds (BENCH_ROUNDS, default 5, of BENCH_STATEMENTS, default 2000, each). Reports
 * the CPU time per statement of each side (median of the rounds) and the runner's share of query()'s, and writes
 * bench-results/statements.json at the repository root. Information, not a goal.
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStatementRunner } from '../src/db/createStatementRunner';
import { PGLITE_PARSERS } from '../src/db/pgliteParsers';
import { trimArrayParsers } from '../src/db/trimArrayParsers';
import { median } from './median';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const STATEMENTS = Number(process.env.BENCH_STATEMENTS ?? 2000);

const db = await PGlite.create({ parsers: PGLITE_PARSERS });
await trimArrayParsers(db);
const runner = createStatementRunner(db);
await db.exec(`CREATE TABLE accounts (id bigserial PRIMARY KEY, name text NOT NULL, balance_micro bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now())`);
await db.exec(
  `INSERT INTO accounts (name, balance_micro) SELECT 'account ' || n, n * 1000 FROM generate_series(1, 1000) n`,
);

type Run = (sql: string, params: unknown[]) => Promise<unknown>;
const sides: Record<string, Run> = {
  'query()': (sql, params) => db.query(sql, params),
  runner,
};
const statements: Record<string, (i: number) => [string, unknown[]]> = {
  'read by key': (i) => ['SELECT name, balance_micro FROM accounts WHERE id = $1', [String((i % 1000) + 1)]],
  insert: (i) => ['INSERT INTO accounts (name, balance_micro) VALUES ($1, $2)', [`new ${i}`, String(i)]],
  update: (i) => [
    'UPDATE accounts SET balance_micro = balance_micro + $2, updated_at = now() WHERE id = $1',
    [String((i % 1000) + 1), '1'],
  ],
};

/** CPU µs per statement of `count` runs of `statement` through `run` (this process runs nothing else meanwhile). */
async function measure(run: Run, statement: (i: number) => [string, unknown[]], count: number) {
  const start = process.cpuUsage();
  for (let i = 0; i < count; i += 1) await run(...statement(i));
  const used = process.cpuUsage(start);
  return (used.user + used.system) / count;
}
const results: Record<string, { queryMicros: number; runnerMicros: number; runnerShare: number }> = {};
for (const [name, statement] of Object.entries(statements)) {
  for (const run of Object.values(sides)) await measure(run, statement, 200); // warm-up
  const rounds: Record<string, number[]> = { 'query()': [], runner: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [side, run] of Object.entries(sides)) rounds[side]?.push(await measure(run, statement, STATEMENTS));
  }
  const queryMicros = median(rounds['query()'] ?? []);
  const runnerMicros = median(rounds.runner ?? []);
  results[name] = {
    queryMicros: Number(queryMicros.toFixed(1)),
    runnerMicros: Number(runnerMicros.toFixed(1)),
    runnerShare: Number((runnerMicros / queryMicros).toFixed(3)),
  };
}
await db.close();

console.table(results);
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(
  path.join(root, 'bench-results/statements.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, rounds: ROUNDS, statementsPerRound: STATEMENTS, results }, null, 2)}\n`,
);
