import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { prepareNextApp, run } from '../../../scripts/consumer-fixture.mjs';
import { expect, test } from './support/journeyTest';

// @csi/ui in a Next.js App Router app (fixtures/next-app): packed, installed from the tarball, built with
// `next build` and served with `next start`. Its page is a Server Component that imports the components directly;
// styled-components' registry (the README's recipe) puts their styles into the streamed HTML.

let app = '';
let server: ChildProcess | undefined;
let url = '';

/** A port no one listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  app = prepareNextApp();
  const env = { NEXT_TELEMETRY_DISABLED: '1' };
  run(app, 'npx', ['next', 'build'], env);
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  await expect.poll(async () => (await fetch(url).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(() => {
  // The server runs in a process group of its own (npx, then next): end that group only.
  if (server?.pid) process.kill(-server.pid);
});

/** The built modules of the installed package, with their source text. */
function distModules(): { file: string; text: string }[] {
  const dist = path.join(app, 'node_modules/@csi/ui/dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.c?js$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(dist, file), 'utf8') }));
}

test('every module that runs React or styled-components says "use client"; the entry points and helpers do not', () => {
  const modules = distModules();
  // The CommonJS build puts "use strict" first; a directive prologue may hold both.
  const saysUseClient = (text: string) => /^(['"]use strict['"];\s*)?['"]use client['"];/.test(text);
  const client = modules.filter(({ text }) =>
    /from ['"](react|styled-components)['"]|require\(['"](react|styled-components)['"]\)/.test(text),
  );
  expect(client.length).toBeGreaterThan(50);
  expect(client.filter(({ text }) => !saysUseClient(text)).map(({ file }) => file)).toEqual([]);
  const helpers = modules.filter(({ file }) => /^(index|lib\/maskApiKey|theme\/lightTheme)\.c?js$/.test(file));
  expect(helpers.length).toBe(6);
  expect(helpers.filter(({ text }) => saysUseClient(text)).map(({ file }) => file)).toEqual([]);
});

test.describe('before hydration', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML of a Server Component page carries the components and their styles', async ({
    page,
    issues,
  }) => {
    // With JavaScript off, Chromium still fetches the script chunk Next preloads (<link rel="preload" as="script">)
    // and blocks it, reported as blocked by policy ("csp"): what turning scripts off does, not a fault. Only script
    // chunks: a style sheet or any other file failing would still fail the test.
    issues.expect(/^requestfailed: csp GET \/_next\/static\/chunks\/[\w-]+\.js$/);
    await page.goto(url);
    await expect(page.getByText('Your key: csi_live*********************9d0e')).toBeVisible();
    const button = page.getByRole('button', { name: 'Pay with M-Pesa' });
    await expect(button).toBeVisible();
    // The light theme's primary button: 8px 16px padding, white on the brand green, in the theme's font.
    await expect(button).toHaveCSS('padding', '8px 16px');
    await expect(button).toHaveCSS('background-color', 'rgb(11, 122, 75)');
    await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(button).toHaveCSS('font-family', /^"?Inter/);
    // A closed accordion panel stays hidden without JavaScript.
    await expect(page.getByText('Nothing.')).toBeHidden();
  });
});

test('hydrates in Chromium with no console warning or error, and the components then work', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  await page.goto(url);
  const question = page.getByRole('button', { name: 'What does the sandbox cost?' });
  // A click works once React has hydrated the page: retried until the panel opens.
  await expect(async () => {
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Nothing.')).toBeVisible();
  expect(messages).toEqual([]);
});
