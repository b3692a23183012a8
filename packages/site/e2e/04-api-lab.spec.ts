import type { Page } from '@playwright/test';
import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';

/** What /encrypt-data answers. */
interface Encrypted {
  privateKey: string;
  encryptedData: string;
  publicKey: string;
}

const SECRET = 'M-Pesa till 552211, PIN never shared';

/** Sends `body` to `endpoint` in the lab's current environment and returns the reply's JSON. */
async function send(page: Page, endpoint: string, body: object): Promise<{ data: unknown }> {
  await page.getByLabel('Endpoint').selectOption(endpoint);
  await page.getByLabel('Request body (JSON)').fill(JSON.stringify(body, null, 2));
  const response = page.getByLabel('Response body');
  await page.getByRole('button', { name: 'clear Response' }).click();
  await expect(response).toHaveText('');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(response).toContainText('"data"');
  return JSON.parse(await response.innerText()) as { data: unknown };
}

/** Encrypts SECRET, decrypts it back with the three values pasted into the body, and checks the round trip. */
async function roundTrip(page: Page): Promise<void> {
  const encrypted = (await send(page, '/encrypt-data', { rawData: SECRET })).data as Encrypted;
  expect(encrypted.encryptedData).not.toContain(SECRET);
  const decrypted = await send(page, '/decrypt-data', {
    prky: encrypted.privateKey,
    encryptedData: encrypted.encryptedData,
    plky: encrypted.publicKey,
  });
  expect(decrypted.data).toEqual({ rawData: SECRET });
}

test('in the API lab a user encrypts and decrypts in sandbox and live, and sees the wallet charged and the calls counted', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'lab');
  const totalBalance = page.getByRole('region', { name: 'Total Balance' });

  await test.step('the dashboard before: the welcome grant', async () => {
    await signInWithToken(page, user.token, '/ac/dashboard');
    await expect(page.getByRole('region', { name: 'Free coins' })).toHaveText(/\$0\.50$/);
    await expect(totalBalance).toHaveText(/\$0\.50$/);
  });

  await test.step('sandbox: encrypt, then decrypt with the keys pasted into the body', async () => {
    await page.getByRole('link', { name: 'APIs', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Data Security (Encrypt and Decrypt)' })).toBeVisible();
    await axeScan(page, 'apis');
    await page.goto('/ac/apis/api-lab/csi-data-001');
    await page.getByRole('radio', { name: 'Sandbox' }).check();
    await roundTrip(page);
    const left = page.getByRole('region', { name: 'What you have left' });
    await expect(left).toContainText('98 of 100 left (starts again at 00:00 UTC)');
    await axeScan(page, 'lab-sandbox');
    await shot(page, 'lab-sandbox-decrypted');
  });

  await test.step('live: the same round trip', async () => {
    await page.getByRole('radio', { name: 'Live' }).check();
    await expect(page.getByLabel('URL')).toHaveValue(/\/csi-p\/api-live\//);
    await roundTrip(page);
    // Two live calls at 0.005 USD each; the sandbox's two still count today.
    const left = page.getByRole('region', { name: 'What you have left' });
    await expect(left).toContainText('$0.01 charged');
    await expect(left).toContainText('98 of 100 left (starts again at 00:00 UTC)');
    await shot(page, 'lab-live-decrypted');
  });

  await test.step('the wallet paid 0.005 USD per live call, the sandbox calls were free', async () => {
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Free coins' })).toHaveText(/\$0\.49$/);
    await expect(totalBalance).toHaveText(/\$0\.49$/);
  });

  await test.step('the four calls show in analytics and in the dashboard charts', async () => {
    // The gateway flushes its usage counts every 5 s.
    const logs = page.getByRole('table', { name: 'API usage logs' });
    await page.getByRole('link', { name: 'Analytics', exact: true }).click();
    await expect(async () => {
      await page.reload();
      await expect(logs.getByRole('row').filter({ hasText: '/decrypt-data' })).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(logs.getByRole('row').filter({ hasText: '/encrypt-data' })).toHaveCount(2);
    await axeScan(page, 'analytics');
    await shot(page, 'analytics');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    const byService = page.getByRole('figure', { name: 'Usage by service type' });
    await expect(byService.getByRole('row', { name: 'data-security' })).toHaveText(/data-security\s*4$/);
    const week = page.getByRole('figure', { name: 'API usage, last 7 days' });
    await expect(week.getByRole('cell').filter({ hasText: /^4$/ })).toHaveCount(1);
    await axeScan(page, 'dashboard');
    await shot(page, 'dashboard-charts');
  });
});
