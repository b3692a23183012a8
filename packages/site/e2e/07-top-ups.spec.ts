import { axeScan } from './support/axeScan';
import { closeModal } from './support/closeModal';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';

test('a user tops up with credit points and through the payment provider; the balance shows the amount once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await registerUser(request, 'topup');
  const credits = page.getByRole('region', { name: 'Credit points' });
  const balance = page.getByRole('region', { name: 'Wallet Balance' });

  await test.step('credit points: the welcome grant converts once, then too few are refused', async () => {
    await signInWithToken(page, user.token, '/ac/dashboard');
    await expect(credits.getByText('200', { exact: true })).toBeVisible();
    await expect(balance).toHaveText(/\$0\.00$/);
    await axeScan(page, 'dashboard');
    await credits.getByRole('button', { name: 'Top Up Wallet' }).click();
    await closeModal(page, 'Top Up Successful', '200 credit points converted');
    await expect(balance).toHaveText(/\$0\.50$/);
    await expect(credits.getByText('0', { exact: true })).toBeVisible();
    await credits.getByRole('button', { name: 'Top Up Wallet' }).click();
    const refused = page.getByRole('dialog', { name: 'Insufficient Credit Points' });
    await expect(refused).toContainText('1 credit point converts to 0.0025 USD');
    await shot(page, 'insufficient-credit-points');
    await closeModal(page, 'Insufficient Credit Points');
  });

  let successUrl = '';
  await test.step('payment provider: amount validation, approve on the checkout page, count down to the dashboard', async () => {
    await credits.getByRole('button', { name: 'Top up with PayPal' }).click();
    const topUp = page.getByRole('dialog', { name: 'Top up with PayPal' });
    const amount = topUp.getByLabel('Amount (USD)');
    await amount.fill('abc');
    await topUp.getByRole('button', { name: 'Start payment' }).click();
    await closeModal(page, 'Invalid Amount', 'Amount must be a valid number.');
    await amount.fill('0');
    await topUp.getByRole('button', { name: 'Start payment' }).click();
    await closeModal(page, 'Invalid Amount', 'Amount must be greater than 0.');
    await amount.fill('5');
    await axeScan(page, 'top-up-popup');
    await topUp.getByRole('button', { name: 'Start payment' }).click();
    await page.waitForURL(/\/payment_gtw\/simulated\/checkout\//);
    await axeScan(page, 'checkout');
    await shot(page, 'checkout');
    await page.getByRole('button', { name: 'Approve payment of 5.00 USD' }).click();
    await page.waitForURL(/\/wallet\/paymentsuccess\?/);
    successUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText('Payment successful: 5.00 USD added to your wallet.')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/Redirecting to your dashboard in [12] seconds?\.\.\./);
    await shot(page, 'payment-success');
    await page.waitForURL(/\/ac\/dashboard$/);
  });

  await test.step('the dashboard shows the amount, and reloading the success page adds nothing', async () => {
    await expect(balance).toHaveText(/\$5\.50$/);
    await axeScan(page, 'dashboard-after-payment');
    // A fake clock holds the 2-second countdown while axe scans the success page.
    await page.clock.install();
    await page.goto(successUrl);
    await expect(page.getByText('Payment already processed.')).toBeVisible();
    await axeScan(page, 'payment-success');
    await page.clock.runFor(2000);
    await page.waitForURL(/\/ac\/dashboard$/);
    await page.clock.resume();
    await expect(balance).toHaveText(/\$5\.50$/);
    await shot(page, 'dashboard-after-top-up');
  });
});
