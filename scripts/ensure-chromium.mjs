#!/usr/bin/env node
// Makes sure a Chromium exists for the browser tests, installing one where it can.
import { execSync } from 'node:child_process';
import { chromiumPath } from './chromium-path.mjs';

function tryRun(cmd) {
  try {
    execSync(cmd, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

if (chromiumPath()) {
  console.log(`chromium: ${chromiumPath()}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && tryRun('command -v apt-get >/dev/null')) {
  tryRun('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
}
if (!chromiumPath()) tryRun('npx --no-install playwright install chromium');
if (!chromiumPath()) {
  console.error(
    'No Chromium found. Install one (Debian: `sudo apt-get install chromium`, elsewhere: `npx playwright install chromium`) or set CHROME_PATH.',
  );
  process.exit(1);
}
console.log(`chromium: ${chromiumPath()}`);
