#!/usr/bin/env node
// `npm test`: every test project (unit, server, storybook on the dark and the light theme, the published packages from
// a registry with Vitest; journeys with Playwright),
// then one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
mkdirSync('test-results', { recursive: true });
const only = process.argv.slice(2);
const wants = (name) => only.length === 0 || only.includes(name);

let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;

function run(cmd, args) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (res.status !== 0) ok = false;
}

const vitestProjects = ['unit', 'server', 'storybook', 'storybook-light', 'registry'].filter(wants);
if (vitestProjects.length) {
  rmSync('test-results/vitest.json', { force: true });
  run('npx', [
    'vitest',
    'run',
    ...vitestProjects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest.json',
  ]);
  if (existsSync('test-results/vitest.json')) {
    const r = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  } else ok = false;
}

if (wants('journeys') && existsSync('playwright.config.ts')) {
  rmSync('test-results/journeys.json', { force: true });
  run('npx', ['playwright', 'test', '--reporter=list,json']);
  if (existsSync('test-results/journeys.json')) {
    const r = JSON.parse(readFileSync('test-results/journeys.json', 'utf8'));
    passed += r.stats.expected;
    // A journey that passed only on a retry counts as failed (retries are 0; this keeps it so if they change).
    failed += r.stats.unexpected + (r.stats.flaky ?? 0);
    skipped += r.stats.skipped;
  } else ok = false;
}

if (failed > 0) ok = false;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
