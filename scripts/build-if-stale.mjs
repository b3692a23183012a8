import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time of the files below `dir` (0 when missing). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

/**
 * Builds a workspace when its output is missing or older than its sources (or those of the
 * packages it bundles from source).
 */
export function buildIfStale(workspace, output, sources) {
  const outTime = existsSync(output) ? statSync(output).mtimeMs : 0;
  const srcTime = Math.max(...sources.map(newest));
  if (outTime && outTime >= srcTime) return false;
  console.log(`building ${workspace} ...`);
  execSync(`npm run build -w ${workspace}`, { stdio: 'inherit' });
  return true;
}

/** Builds the site and the server when needed. */
export function buildProduct() {
  const shared = ['packages/contract/src', 'packages/ui/src', 'packages/api-client/src'];
  buildIfStale('@csi/site', 'packages/site/dist/index.html', [
    'packages/site/src',
    'packages/site/public',
    'packages/site/index.html',
    'packages/site/vite.config.ts',
    'packages/site/stableStyledIds.ts',
    ...shared,
  ]);
  buildIfStale('@csi/server', 'packages/server/dist/main.js', [
    'packages/server/src',
    'packages/contract/src',
    'packages/api-client/src',
  ]);
}
