import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium-path.mjs';

// `npm test` names the reporters on the command line (--reporter=list,json), which drops the JSON reporter's
// outputFile below; the report must still land in the file scripts/test.mjs reads.
process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ??= fileURLToPath(new URL('test-results/journeys.json', import.meta.url));

const port = Number(process.env.JOURNEYS_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * The journeys: the built product (`npm start` on a scratch DATA_DIR) driven in Chromium.
 * Screenshots of key screens land in test-results/journeys/.
 */
export default defineConfig({
  testDir: 'packages/site/e2e',
  outputDir: 'test-results/journeys-output',
  // Each journey takes 10-40 s alone; the margin is for a busy machine, not for slow pages.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/journeys.json' }]],
  use: {
    baseURL,
    headless: true,
    actionTimeout: 15_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: 'node scripts/journeys-server.mjs',
    url: `${baseURL}/healthz`,
    // The first start builds the site and server when they are stale: slow on a busy 2-core machine.
    timeout: 300_000,
    reuseExistingServer: Boolean(process.env.JOURNEYS_REUSE_SERVER),
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL },
  },
});
