import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How far the document reaches past the viewport's right edge, in px. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How far a scrolling region's content reaches past its own width, in px. */
const innerOverflow = (region: Locator) => region.evaluate((el) => el.scrollWidth - el.clientWidth);

/** The text of each cell of each body row of `table`. */
async function bodyRows(table: Locator): Promise<string[][]> {
  const rows = await table.locator('tbody tr').all();
  return Promise.all(rows.map((row) => row.getByRole('cell').allInnerTexts()));
}

/** Sends `body` to `endpoint` from the lab and waits for its line in the call details; answers that line's cells. */
async function sendFromLab(page: Page, endpoint: string, body: object): Promise<string[]> {
  const calls = page.getByRole('table', { name: 'Calls from this page' }).locator('tbody tr');
  const before = await calls.count();
  await page.getByLabel('Endpoint').selectOption(endpoint);
  await page.getByLabel('Request body (JSON)').fill(JSON.stringify(body));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(calls).toHaveCount(before + 1);
  return calls.first().getByRole('cell').allInnerTexts();
}

test('per-call insight: the lab shows each call’s status, latency, cost and request id; analytics lists, filters and exports them at 1366 and 390 px', async ({
  page,
  request,
  issues,
}) => {
  test.setTimeout(180_000);
  // The refused live call is part of the journey.
  issues.expect(/^http: HTTP 400 POST \/csi-p\/api-live\/decrypt-data$/);
  const user = await registerUser(request, 'insight');
  await page.setViewportSize(DESKTOP);
  const seen: Record<string, string> = {};

  await test.step('the lab: a sandbox call, a live call and a live call the service refuses', async () => {
    await signInWithToken(page, user.token, '/ac/apis/api-lab/csi-data-001');
    const details = page.getByRole('region', { name: 'Call details' });
    await expect(details).toContainText('Send a request to see its status, latency, cost and request id.');

    await page.getByRole('radio', { name: 'Sandbox' }).check();
    const sandbox = await sendFromLab(page, '/encrypt-data', { rawData: 'hello' });
    expect(sandbox.slice(0, 3)).toEqual(['POST /encrypt-data', 'sandbox', '200']);
    expect(sandbox[3]).toMatch(/^\d+ ms$/);
    expect(sandbox[4]).toBe('$0.00');
    expect(sandbox[5]).toMatch(UUID);
    seen.sandbox = sandbox[5] ?? '';

    await page.getByRole('radio', { name: 'Live' }).check();
    const live = await sendFromLab(page, '/encrypt-data', { rawData: 'hello' });
    expect(live.slice(0, 3)).toEqual(['POST /encrypt-data', 'live', '200']);
    expect(live[4]).toBe('$0.005');
    expect(live[5]).toMatch(UUID);
    seen.live = live[5] ?? '';
    await expect(page.getByTestId('latest-call')).toHaveText(
      `Last call: POST /encrypt-data (live), status 200 in ${live[3]}, cost $0.005, request id ${seen.live}.`,
    );

    const refused = await sendFromLab(page, '/decrypt-data', { encryptedData: 'AQ==' });
    expect(refused.slice(0, 3)).toEqual(['POST /decrypt-data', 'live', '400']);
    expect(refused[4]).toBe('$0.00');
    seen.refused = refused[5] ?? '';
    await expect(page.getByLabel('Response body')).toContainText('Error:');
    await axeScan(page, 'lab-call-details');
    await details.scrollIntoViewIfNeeded();
    await shot(page, 'lab-call-details-1366');

    await page.setViewportSize(PHONE);
    const region = page.getByRole('region', { name: 'Calls from this page' });
    await expect.poll(() => region.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(PHONE.width);
    await details.scrollIntoViewIfNeeded();
    await shot(page, 'lab-call-details-390');
  });

  const calls = page.getByRole('table', { name: 'API calls' });
  const region = page.getByRole('region', { name: 'API calls' });

  await test.step('analytics at 1366 px: every call to the second, with environment, status, latency, cost', async () => {
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: 'Analytics', exact: true }).click();
    await expect(calls.locator('tbody tr')).toHaveCount(3);
    const rows = await bodyRows(calls);
    expect(rows.map((cells) => cells.slice(1, 4).concat(cells.slice(5)))).toEqual([
      ['/decrypt-data', 'live', '400', '$0.00', seen.refused],
      ['/encrypt-data', 'live', '200', '$0.005', seen.live],
      ['/encrypt-data', 'sandbox', '200', '$0.00', seen.sandbox],
    ]);
    for (const cells of rows) {
      expect(cells[0]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4},? \d{1,2}:\d{2}:\d{2}\s?[AP]M$/);
      expect(cells[4]).toMatch(/^\d+ ms$/);
    }
    await expect(page.getByText('Calls 1–3 of 3')).toBeVisible();
    await expect.poll(() => innerOverflow(region), { message: 'the call table fits at 1366 px' }).toBe(0);
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
    await expect(page.getByRole('table', { name: 'API usage logs' })).toBeVisible();
    await axeScan(page, 'analytics-calls-1366');
    await shot(page, 'analytics-calls-1366');
  });

  await test.step('filters: failed calls, then live calls', async () => {
    await page.getByLabel('Status').selectOption({ label: 'Failed (4xx, 5xx)' });
    await expect(page.getByText('Calls 1–1 of 1')).toBeVisible();
    expect((await bodyRows(calls)).map((cells) => cells[6])).toEqual([seen.refused]);
    await page.getByLabel('Status').selectOption({ label: 'All statuses' });
    await page.getByLabel('Environment').selectOption({ label: 'Live' });
    await expect(page.getByText('Calls 1–2 of 2')).toBeVisible();
    expect((await bodyRows(calls)).map((cells) => cells[6])).toEqual([seen.refused, seen.live]);
  });

  await test.step('the CSV holds the filtered calls', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('api-calls.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,api,service,environment,status,latency_ms,cost_usd,request_id');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 5).concat(line.split(',').slice(6)))).toEqual([
      ['/decrypt-data', 'data-security', 'live', '400', '0.00', seen.refused],
      ['/encrypt-data', 'data-security', 'live', '200', '0.005', seen.live],
    ]);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ,/);
    await expect(page.getByText('Downloaded 2 calls as CSV.')).toBeVisible();
  });

  await test.step('analytics at 390 px: the table scrolls inside its region, the page never sideways', async () => {
    await page.setViewportSize(PHONE);
    await expect.poll(() => horizontalOverflow(page), { message: 'no sideways page scroll at 390 px' }).toBe(0);
    await expect.poll(() => innerOverflow(region), { message: 'the call table scrolls inside' }).toBeGreaterThan(0);
    const box = await region.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await axeScan(page, 'analytics-calls-390');
    await shot(page, 'analytics-calls-390');
  });
});
