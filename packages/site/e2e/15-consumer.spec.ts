import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  buildConsumer,
  prepareConsumer,
  renderConsumerOnServer,
  serveConsumer,
  serverRenderedPage,
  typecheckConsumer,
} from '../../../scripts/consumer-fixture.mjs';
import { expect, test } from './support/journeyTest';

// Another company app adopting the packages: @csi/ui and @csi/api-client packed with `npm pack`, installed into a
// Vite + React app outside the workspace that has its own styled-components theme (fixtures/consumer), type-checked
// strictly, built, rendered on the server in plain Node, and hydrated in Chromium.

let app = '';
let served: { url: string; close: () => Promise<unknown> } | undefined;
let rendered: { head: string; html: string } = { head: '', html: '' };

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = prepareConsumer();
  const dist = buildConsumer(app);
  rendered = renderConsumerOnServer(app);
  const page = serverRenderedPage(readFileSync(path.join(dist, 'index.html'), 'utf8'), rendered);
  served = await serveConsumer(dist, page);
});

test.afterAll(async () => {
  await served?.close();
  if (app) rmSync(path.dirname(app), { recursive: true, force: true });
});

test('the packed packages type-check strictly in an app with its own styled-components theme', () => {
  test.setTimeout(120_000);
  expect(typecheckConsumer(app)).toBe('');
});

test('the app renders on the server in plain Node with its styles, and hydrates in Chromium without an error', async ({
  page,
}) => {
  expect(rendered.html).toContain('Consumer app');
  expect(rendered.html).toContain('What does the sandbox cost?');
  expect(rendered.html).toContain('Full name must only contain letters and spaces.');
  expect(rendered.html).not.toContain('csi_live_4f9a2c7e1b8d4a6f9c3e');
  expect(rendered.head).toMatch(/^<style[^>]*data-styled/);

  await page.goto(served?.url ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Consumer app' })).toHaveCSS('color', 'rgb(138, 31, 181)');
  const button = page.getByRole('button', { name: 'Clicked 0 times' });
  await expect(button).toHaveCSS('background-color', 'rgb(138, 31, 181)');
  await button.click();
  await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  const question = page.getByRole('button', { name: 'What does the sandbox cost?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Nothing: sandbox calls are free and limited to small inputs.')).toBeVisible();
  await expect(page.getByLabel('Card without a CSI provider')).toHaveCSS('background-color', 'rgb(17, 26, 46)');
  await page.screenshot({ path: 'test-results/journeys/consumer-app.png', fullPage: true });
});
