import type { Locator, Page } from '@playwright/test';
import { axeScan } from './support/axeScan';
import { expectNoSidewaysScroll } from './support/expectNoSidewaysScroll';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Opens the operation whose heading starts with `name` and answers its region. */
async function openOperation(page: Page, name: string): Promise<Locator> {
  const header = page.getByRole('button', { name: new RegExp(`^${name.replace(/[/]/g, '\\/')} — `) });
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  const region = page.getByRole('region', { name: (await header.textContent()) ?? '' });
  await expect(region).toBeVisible();
  return region;
}

/** Sends the region's try-it form (optionally with another JSON body) and answers the shown status and request id. */
async function tryIt(region: Locator, body?: object): Promise<{ status: string; requestId: string }> {
  if (body) await region.getByLabel('Request body (JSON)').fill(JSON.stringify(body));
  await region.getByRole('button', { name: 'Send to sandbox' }).click();
  const status = region.locator('dt', { hasText: 'Status' }).locator('+ dd');
  await expect(status).toHaveText(/^\d{3}$/);
  const requestId = region.locator('dt', { hasText: 'Request id' }).locator('+ dd > span').first();
  return { status: (await status.textContent()) ?? '', requestId: (await requestId.textContent()) ?? '' };
}

/** The sums of the 'API calls' and 'Errors' columns of the chart's hidden table. */
async function chartTotals(figure: Locator): Promise<{ calls: number; errors: number }> {
  const rows = await figure.getByRole('table').locator('tbody tr').all();
  const cells = await Promise.all(rows.map((row) => row.getByRole('cell').allTextContents()));
  return {
    calls: cells.reduce((sum, row) => sum + Number(row[0]), 0),
    errors: cells.reduce((sum, row) => sum + Number(row[1]), 0),
  };
}

test('API reference: operations from /openapi.json with try-it in the sandbox; analytics charts the errors and latency at 1366 and 390 px', async ({
  page,
  request,
  issues,
}) => {
  test.setTimeout(180_000);
  // The refused sandbox call is part of the journey.
  issues.expect(/^http: HTTP 400 POST \/csi-p\/api-sandbox\/decrypt-data$/);
  const user = await registerUser(request, 'reference');
  await page.setViewportSize(DESKTOP);

  await test.step('the docs menu leads to the reference, which lists the operations by area', async () => {
    await signInWithToken(page, user.token, '/docs/g/csi-apis');
    await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/docs\/g\/api-reference$/);
    await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'gateway' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^GET \/usfw\/api-usage\/my-calls — / })).toBeVisible();
  });

  await test.step('an operation shows its authentication, schemas and error messages; try-it answers 200 with a request id', async () => {
    const region = await openOperation(page, 'POST /csi-p/api-sandbox/encrypt-data');
    await expect(region).toContainText('x-api-key + x-app-username');
    await expect(region).toContainText('rawData: string;');
    await expect(region.getByRole('list', { name: 'Messages of 400' })).toContainText(
      'Wrong x-api-key and/or x-app-username',
    );
    // The signed-in user's key pair is filled in, as in the playground.
    await expect(region.getByLabel('x-api-key')).not.toHaveValue('');
    await expect(region.getByLabel('x-app-username')).not.toHaveValue('');
    const served = await tryIt(region);
    expect(served.status).toBe('200');
    expect(served.requestId).toMatch(UUID);
    await expect(region.locator('dt', { hasText: 'Latency' }).locator('+ dd')).toHaveText(/^\d+ ms$/);
    await expect(region).toContainText('"msg": "Data encrypted successfully."');
    await axeScan(page, 'api-reference-1366');
    await shot(page, 'api-reference-1366');

    const refusing = await openOperation(page, 'POST /csi-p/api-sandbox/decrypt-data');
    const refused = await tryIt(refusing, { encryptedData: 'AQ==' });
    expect(refused.status).toBe('400');
    expect(refused.requestId).toMatch(UUID);

    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page, 'the reference does not scroll sideways at 390 px');
    await shot(page, 'api-reference-390');
  });

  await test.step('analytics: the errors-and-latency chart counts both calls and fits 1366 and 390 px', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/ac/analytics');
    const card = page.getByRole('region', { name: 'Errors and latency' });
    const figure = card.getByRole('figure');
    await expect(figure).toContainText('Errors and p95 latency per hour, last 24 hours');
    await expect(
      figure.getByRole('img', {
        name: /^Errors and p95 latency per hour, last 24 hours: 2 calls, 1 error; highest p95 latency \d+ ms at \d\d:00; most errors \(1\) at \d\d:00\.$/,
      }),
    ).toBeVisible();
    expect(await chartTotals(figure)).toEqual({ calls: 2, errors: 1 });
    await expectNoSidewaysScroll(page, 'analytics does not scroll sideways at 1366 px');
    await card.scrollIntoViewIfNeeded();
    await axeScan(page, 'analytics-errors-latency-1366');
    await shot(page, 'analytics-errors-latency-1366');

    await card.getByLabel('Period').selectOption({ label: 'Last 14 days' });
    await expect(figure).toContainText('Errors and p95 latency per day, last 14 days');
    expect(await chartTotals(figure)).toEqual({ calls: 2, errors: 1 });

    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page, 'analytics does not scroll sideways at 390 px');
    await expect.poll(() => figure.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(PHONE.width);
    await card.scrollIntoViewIfNeeded();
    await axeScan(page, 'analytics-errors-latency-390');
    await shot(page, 'analytics-errors-latency-390');
  });
});
