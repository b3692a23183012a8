import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { prepareUiAlone, run, typecheckWithWorkspaceTsc } from '../../../scripts/consumer-fixture.mjs';
import { expect, test } from './support/journeyTest';

// @csi/ui adopted on its own: packed with `npm pack` and installed from the tarball into an empty app outside the
// workspace with only its required peers (React, React DOM, styled-components), then imported in plain Node,
// type-checked strictly, bundled and run in Chromium (fixtures/ui-alone).

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
