#!/usr/bin/env node
// The site's budgets: JavaScript of the home route (gzip) from the Vite build's module graph.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

execSync('npm run build -w @csi/site', { stdio: 'inherit' });
const dist = 'packages/site/dist';
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Every JS file loaded up front for an entry: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => k.endsWith('pages/public/HomePage.tsx'));
const files = new Set([...closure(entryKey), ...(homeKey ? closure(homeKey) : [])].map((k) => manifest[k].file));
const bytes = [...files].reduce((sum, f) => sum + gz(f), 0);
const result = {
  homeRouteJsGzipKB: +(bytes / 1024).toFixed(1),
  budgetKB: 150,
  withinBudget: bytes / 1024 <= 150,
  files: [...files],
};
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/site.json', JSON.stringify(result, null, 2));
console.log(
  `home route JavaScript: ${result.homeRouteJsGzipKB} KB gzip (budget ${result.budgetKB} KB) ${result.withinBudget ? 'OK' : 'OVER'}`,
);
if (!result.withinBudget) process.exitCode = 1;
