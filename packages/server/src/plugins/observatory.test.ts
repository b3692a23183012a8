import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/startTestServer';

/** The built site's index.html in shape: an inline style, a module script and module preloads from /assets. */
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>CSI</title>
<style>html{background:#0b1220}</style>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/common.js"></head><body><div id="root"></div></body></html>`;

/**
 * Mozilla's HTTP Observatory. Its install script (which downloads the HSTS preload list) does not run here, and its
 * scan reads that list, so an empty one is written first.
 */
async function loadObservatory(): Promise<typeof import('@mdn/mdn-http-observatory')> {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
  const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(preloadList)) await writeFile(preloadList, '{}');
  return import('@mdn/mdn-http-observatory');
}

describe("Mozilla's HTTP Observatory against the local server", () => {
  let server: TestServer;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(os.tmpdir(), 'csi-observatory-'));
    await writeFile(path.join(siteDir, 'index.html'), INDEX);
    server = await startTestServer({ siteDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('passes every test of the home page but the two that need TLS', async () => {
    const { scan } = await loadObservatory();
    const result = await scan(new URL(server.url).host);
    const failed = Object.entries(result.tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result}`);
    expect(failed).toEqual([
      'redirection: redirection-missing',
      'strict-transport-security: hsts-not-implemented-no-https',
    ]);
    // Each costs 20 points: the grade over plain HTTP is C+ (60); the other eight pass.
    expect(result.scan).toMatchObject({ grade: 'C+', score: 60, testsPassed: 8, testsQuantity: 10 });
  });
});
