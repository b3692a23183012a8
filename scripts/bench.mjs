#!/usr/bin/env node
// `npm run bench`: every benchmark in one run; results printed and written to bench-results/.
// Speed is reported as ratios against baselines measured in the same run, never asserted in tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';

mkdirSync('bench-results', { recursive: true });
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
const benches = existsSync('packages/server/bench')
  ? readdirSync('packages/server/bench')
      .filter((f) => f.endsWith('.bench.ts'))
      .map((f) => `packages/server/bench/${f}`)
  : [];
let ok = true;
for (const file of [
  ...benches,
  'scripts/bench-site.mjs',
  'scripts/bench-lighthouse.mjs',
  'scripts/bench-consumer.mjs',
]) {
  if (!existsSync(file)) continue;
  console.log(`\n=== ${file}`);
  const res = spawnSync('npx', ['tsx', file], { stdio: 'inherit', env });
  if (res.status !== 0) ok = false;
}
process.exit(ok ? 0 : 1);
