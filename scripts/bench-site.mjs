#!/usr/bin/env node
// The site's JavaScript budgets (gzip): what the public pages load until the browser is idle, measured in Chromium on
// the built product, and the home route's static module graph from the Vite build's manifest.
// BENCH_SITE_NO_BUILD=1 measures the build as it is (no rebuild of stale sources).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildProduct } from './build-if-stale.mjs';
import { chromiumArgs, chromiumPath } from './chromium-path.mjs';
import { firstArticlePath, waitForHealth } from './bench-pages.mjs';

/** The issue-16 goal: all JavaScript that / loads until idle, gzip. */
const HOME_IDLE_BUDGET_KB = 110;
/** The older budget of the home route's static graph (the entry and the home page's island with what it imports). */
const HOME_STATIC_BUDGET_KB = 150;

if (!process.env.BENCH_SITE_NO_BUILD) buildProduct();
const dist = 'packages/site/dist';
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (bytes) => +(bytes / 1024).toFixed(1);

/** Every JS file loaded up front for an entry: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
// The entry takes the home page over by importing its island (React and the page's own parts, no router), after the
// page's first paint.
const islandKey = Object.keys(manifest).find((k) => k.endsWith('src/islands/homeIsland.tsx'));
if (!islandKey) throw new Error("The site's build has no home page island (src/islands/homeIsland.tsx)");
const staticFiles = new Set([...closure(entryKey), ...closure(islandKey)].map((k) => manifest[k].file));
const staticBytes = [...staticFiles].reduce((sum, f) => sum + gz(f), 0);

const port = 8193;
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'csi-bench-site-')),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

/** The scripts a page loads until the browser is idle: network quiet, then an idle callback, then quiet again. */
async function scriptsUntilIdle(browser, pagePath) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1));
  });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  for (let round = 0; round < 3; round++) {
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 5000 })),
    );
    await page.waitForLoadState('networkidle');
  }
  await page.close();
  const files = [...scripts].sort();
  const perFile = Object.fromEntries(files.map((file) => [file, kb(gz(file))]));
  return { kb: kb(files.reduce((sum, file) => sum + gz(file), 0)), files: perFile };
}

let result;
try {
  await waitForHealth(base);
  const article = await firstArticlePath(base);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const untilIdle = {};
  try {
    for (const pagePath of ['/', '/tech/pub', article, '/docs/g/csi-apis']) {
      untilIdle[pagePath] = await scriptsUntilIdle(browser, pagePath);
    }
  } finally {
    await browser.close();
  }
  const home = untilIdle['/'];
  result = {
    homeUntilIdleJsGzipKB: home.kb,
    homeUntilIdleBudgetKB: HOME_IDLE_BUDGET_KB,
    homeRouteJsGzipKB: kb(staticBytes),
    budgetKB: HOME_STATIC_BUDGET_KB,
    withinBudget: home.kb < HOME_IDLE_BUDGET_KB && staticBytes / 1024 <= HOME_STATIC_BUDGET_KB,
    untilIdle,
    files: [...staticFiles],
  };
} finally {
  server.kill('SIGTERM');
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/site.json', JSON.stringify(result, null, 2));
for (const [pagePath, { kb: total, files }] of Object.entries(result.untilIdle)) {
  const biggest = Object.entries(files)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([file, size]) => `${file.replace(/^assets\//, '')} ${size}`)
    .join(', ');
  console.log(
    `${pagePath}: ${total} KB gzip of JavaScript until idle (${Object.keys(files).length} files; ${biggest})`,
  );
}
console.log(
  `/ until idle: ${result.homeUntilIdleJsGzipKB} KB gzip (goal under ${HOME_IDLE_BUDGET_KB} KB); home route's static graph: ${result.homeRouteJsGzipKB} KB (budget ${HOME_STATIC_BUDGET_KB} KB) ${result.withinBudget ? 'OK' : 'OVER'}`,
);
if (!result.withinBudget) process.exitCode = 1;
