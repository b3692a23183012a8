import { readFile } from 'node:fs/promises';
import { pdfText } from '../../server/src/testing/pdfText';
import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { shotAtBothWidths } from './support/shotAtBothWidths';
import { signInWithToken } from './support/signInWithToken';

test('a user tops up by M-Pesa from the dashboard, waits for the PIN, sees the new balance, and downloads the receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await registerUser(request, 'mpesa');
  const balance = page.getByRole('region', { name: 'Wallet Balance' });

  await signInWithToken(page, user.token, '/ac/dashboard');
  await expect(balance).toHaveText(/\$0\.00$/);
  await page.getByRole('region', { name: 'Credit points' }).getByRole('button', { name: 'Top up with M-Pesa' }).click();
  const popup = page.getByRole('dialog', { name: 'Top up with M-Pesa' });

  await test.step('the amount in KES shows its USD and the rate with its date before paying', async () => {
    await popup.getByLabel('Amount (KES)').fill('1000');
    await popup.getByLabel('M-Pesa phone number').fill('0712 345 678');
    await expect(
      popup.getByText('1000 KES adds 7.75 USD to your wallet at 129.00 KES per USD (rate of 2026-11-01).'),
    ).toBeVisible();
    await axeScan(page, 'mpesa-form');
    await shotAtBothWidths(page, 'mpesa-form');
  });

  await test.step('the waiting state asks for the PIN, then success shows the new balance', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await popup.getByRole('button', { name: 'Send payment request' }).click();
    await expect(popup.getByText('Check your phone and enter your M-Pesa PIN.')).toBeVisible();
    await expect(popup.getByText('A request for 1000 KES was sent to 2547******78.', { exact: false })).toBeVisible();
    await axeScan(page, 'mpesa-waiting');
    await shot(page, 'mpesa-waiting-1366');
    await expect(popup.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
    await expect(popup.getByText('Payment received: 7.75 USD added to your wallet.')).toBeVisible();
    await expect(popup.getByText('Your balance is now $7.75.')).toBeVisible();
    await axeScan(page, 'mpesa-success');
    await shotAtBothWidths(page, 'mpesa-success');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  await test.step('the receipt opens, and its PDF holds the receipt number', async () => {
    const link = popup.getByRole('link', { name: /^View receipt CSI-R-\d{6}$/ });
    const number = ((await link.textContent()) ?? '').replace('View receipt ', '');
    await link.click();
    await page.waitForURL(new RegExp(`/ac/receipts/${number}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Receipt ${number}` })).toBeVisible();
    await expect(page.getByText('1000.00 KES', { exact: true })).toBeVisible();
    await expect(page.getByText('129.00 KES per USD (rate of 2026-11-01)')).toBeVisible();
    await expect(page.getByText('CSI Cyber Security Solutions', { exact: true })).toBeVisible();
    await axeScan(page, 'receipt');
    await shotAtBothWidths(page, 'receipt');
    await page.setViewportSize({ width: 1366, height: 900 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(number);

    await page.goto('/ac/receipts');
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    await axeScan(page, 'receipts');
    await shotAtBothWidths(page, 'receipts');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/ac/dashboard');
    await expect(balance).toHaveText(/\$7\.75$/);
  });
});
