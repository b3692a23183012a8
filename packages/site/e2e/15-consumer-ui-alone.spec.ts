import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';
import { prepareUiAlone, run, serveConsumer, typecheckWithWorkspaceTsc } from '../../../scripts/consumer-fixture.mjs';
import { expect, test } from './support/journeyTest';

// @csi/ui adopted on its own: packed with `npm pack` and installed from the tarball into an empty app outside the
// workspace with only its required peers (React, React DOM, styled-components), then imported in plain Node,
// required from CommonJS, type-checked strictly, bundled and run in Chromium (fixtures/ui-alone).

let app = '';

test.beforeAll(() => {
  test.setTimeout(300_000);
  app = prepareUiAlone();
});

test.afterAll(() => {
  if (app) rmSync(path.dirname(app), { recursive: true, force: true });
});

test('installs with its peers only: no dependency of its own, no other CSI package, no HTTP client', () => {
  const installed = JSON.parse(readFileSync(path.join(app, 'node_modules/@csi/ui/package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  expect(installed.dependencies ?? {}).toEqual({});
  expect(readdirSync(path.join(app, 'node_modules/@csi'))).toEqual(['ui']);
  expect(readdirSync(path.join(app, 'node_modules'))).not.toContain('axios');
});

test('imports in plain Node and renders a component on the server', () => {
  const script = [
    "const { createElement } = await import('react');",
    "const { renderToString } = await import('react-dom/server');",
    "const { Button } = await import('@csi/ui');",
    "process.stdout.write(renderToString(createElement(Button, null, 'Pay with M-Pesa')));",
  ].join('\n');
  expect(run(app, process.execPath, ['--input-type=module', '-e', script])).toMatch(/<button[^>]*>Pay with M-Pesa</);
});

test('type-checks strictly, bundles, and runs in Chromium', async ({ page }) => {
  test.setTimeout(120_000);
  expect(typecheckWithWorkspaceTsc(app)).toBe('');
  const bundle = await build({
    entryPoints: [path.join(app, 'src/main.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const [output] = bundle.outputFiles;
  await page.setContent('<div id="root"></div>');
  await page.addScriptTag({ type: 'module', content: output?.text ?? '' });
  await expect(page.getByRole('button', { name: 'Pay with M-Pesa' })).toBeVisible();
  const question = page.getByRole('button', { name: 'What does the sandbox cost?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});

// @csi/ui/markdown is left out: it needs markdown-to-jsx at once, which this app does not install.
test('requires from CommonJS on Node 20.19+: the entry points, and a component renders on the server', () => {
  const script = [
    "const { createElement } = require('react');",
    "const { renderToString } = require('react-dom/server');",
    "const { Button, maskApiKey } = require('@csi/ui');",
    "const entries = ['@csi/ui/charts', '@csi/ui/editor', '@csi/ui/password'].map((e) => Object.keys(require(e)).length);",
    "process.stdout.write(JSON.stringify({ html: renderToString(createElement(Button, null, 'Pay with M-Pesa')), masked: maskApiKey('csi_abcd1234efgh5678'), entries }));",
  ].join('\n');
  const answer = JSON.parse(run(app, process.execPath, ['--input-type=commonjs', '-e', script])) as {
    html: string;
    masked: string;
    entries: number[];
  };
  expect(answer.html).toMatch(/<button[^>]*>Pay with M-Pesa</);
  expect(answer.masked).toBe('csi_abcd********5678');
  expect(answer.entries.every((count) => count > 0)).toBe(true);
});

test('without their optional peers, the charts and the password analyzer show their fallback and the page stays', async ({
  page,
  issues,
}) => {
  test.setTimeout(120_000);
  // Vite, as the issue's app used: it builds an import of a missing optional peer into a module that throws.
  const outDir = path.join(app, 'dist-optional-peers');
  await viteBuild({
    root: app,
    logLevel: 'silent',
    configFile: false,
    build: { outDir, manifest: true, rollupOptions: { input: path.join(app, 'src/OptionalPeersMissing.tsx') } },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const served = await serveConsumer(
    outDir,
    `<!doctype html><html lang="en"><title>Usage</title><div id="root"></div><script type="module" src="/${entry?.file}"></script>`,
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  issues.expect(/^console: @csi\/ui\/(charts|password) could not load /);
  try {
    await page.goto(served.url);
    await expect(page.getByRole('heading', { name: 'Usage' })).toBeVisible();
    await expect(page.getByText('Monthly API usage')).toBeVisible();
    await expect(page.getByText('The chart cannot be drawn here.')).toBeVisible();
    await expect(page.getByText('The crack-time estimate is unavailable right now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay with M-Pesa' })).toBeVisible();
    // Typing asks for the estimate again: still one error per entry point, not one per keystroke.
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await expect(page.getByText('The crack-time estimate is unavailable right now.')).toBeVisible();
    expect(errors.map((text) => text.split(':')[0]).sort()).toEqual([
      '@csi/ui/charts could not load chart.js, react-chartjs-2',
      '@csi/ui/password could not load @zxcvbn-ts/core, @zxcvbn-ts/language-common, @zxcvbn-ts/language-en',
    ]);
    expect(errors.join('\n')).toContain('npm install chart.js react-chartjs-2');
    expect(errors.join('\n')).toContain(
      'npm install @zxcvbn-ts/core @zxcvbn-ts/language-common @zxcvbn-ts/language-en',
    );
  } finally {
    await served.close();
  }
});
