import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Finds a Chromium for browser tests: CHROME_PATH, Debian's package, then Playwright's cache.
 * Returns undefined when none is installed (scripts/ensure-chromium.mjs installs one).
 */
export function chromiumPath() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  for (const c of candidates) if (c && existsSync(c)) return c;
  const cache = path.join(os.homedir(), '.cache/ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache)
      .filter((d) => d.startsWith('chromium'))
      .sort()
      .reverse()) {
      // Playwright's layout changed from chrome-linux to chrome-linux64 over its releases.
      for (const sub of ['chrome-linux64/chrome', 'chrome-linux/chrome']) {
        const bin = path.join(cache, dir, sub);
        if (existsSync(bin)) return bin;
      }
    }
  }
  return undefined;
}

/** Flags that keep Chromium quiet on a machine with no internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
