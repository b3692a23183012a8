import { expect, test } from './support/journeyTest';

test('the built product serves the site and the API on one port', async ({ page, request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('curl-like clients get the home page, and /favicon.ico is the logo as an icon', async ({ request }) => {
  const home = await request.get('/', { headers: { accept: '*/*' } });
  expect(home.status()).toBe(200);
  expect(home.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await home.text()).toContain('<div id="root">');
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = await icon.body();
  // An ICO file: reserved 0, type 1 (icon), then the number of images.
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(bytes.readUInt16LE(4)).toBe(3);
});
