import { axeScan } from './support/axeScan';
import { callApi } from './support/callApi';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shotAtBothWidths } from './support/shotAtBothWidths';
import { signInWithToken } from './support/signInWithToken';

test('after paying, a signed-in user counts down to the dashboard; without a payment the success page shows an error', async ({
  page,
  request,
  browser,
  issues,
}) => {
  const user = await registerUser(request, 'paid');
  await signInWithToken(page, user.token, '/ac/dashboard');
  const credits = page.getByRole('region', { name: 'Credit points' });
  await credits.getByRole('button', { name: 'Top up with PayPal' }).click();
  const topUp = page.getByRole('dialog', { name: 'Top up with PayPal' });
  await topUp.getByLabel('Amount (USD)').fill('5');
  await topUp.getByRole('button', { name: 'Start payment' }).click();
  await page.waitForURL(/\/payment_gtw\/simulated\/checkout\//);
  await page.getByRole('button', { name: 'Approve payment of 5.00 USD' }).click();
  await page.waitForURL(/\/wallet\/paymentsuccess\?/);
  const successUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Redirecting to your dashboard in [12] seconds?\.\.\./);
  await page.waitForURL(/\/ac\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toHaveText(/\$5\.00$/);

  await page.goto('/wallet/paymentsuccess');
  await expect(page.getByRole('heading', { name: 'Payment not confirmed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);
  await expect(page.getByText('There is no payment to confirm on this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/ac/dashboard');
  await axeScan(page, 'payment-not-confirmed');
  await shotAtBothWidths(page, 'payment-not-confirmed');

  issues.expect(/^http: HTTP 4\d\d GET \/payment_gtw\/paypal\/payment-success\?paymentId=pay_unknown/);
  await page.goto('/wallet/paymentsuccess?paymentId=pay_unknown&token=x&PayerID=y');
  await expect(page.getByRole('heading', { name: 'Payment not confirmed' })).toBeVisible();

  // Signed out (another browser), the same return link confirms nothing new and counts down to the login page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  issues.watch(visitorPage);
  await visitorPage.goto(successUrl);
  await expect(visitorPage.getByText('Payment already processed.')).toBeVisible();
  await expect(visitorPage.getByRole('timer')).toHaveText(/Redirecting to login in [12] seconds?\.\.\./);
  await visitorPage.waitForURL(/\/auth\/login$/);
  await visitor.close();
});

test('a completed top-up credits the promised 0.1 credit points once, shown in the wallet', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'points');
  await signInWithToken(page, user.token, '/ac/dashboard');
  const credits = page.getByRole('region', { name: 'Credit points' });
  await expect(credits.getByText('200', { exact: true })).toBeVisible();
  await credits.getByRole('button', { name: 'Top up with PayPal' }).click();
  const topUp = page.getByRole('dialog', { name: 'Top up with PayPal' });
  await expect(topUp).toContainText('0.1 credit points');
  await topUp.getByLabel('Amount (USD)').fill('12.34');
  await topUp.getByRole('button', { name: 'Start payment' }).click();
  await page.waitForURL(/\/payment_gtw\/simulated\/checkout\//);
  await page.getByRole('button', { name: 'Approve payment of 12.34 USD' }).click();
  await page.waitForURL(/\/wallet\/paymentsuccess\?/);
  const successUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await page.waitForURL(/\/ac\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toHaveText(/\$12\.34$/);
  await expect(credits.getByText('200.1', { exact: true })).toBeVisible();
  const wallet = await callApi<{ creditPoints: number }>(request, user.token, 'GET', '/usfw/wallet/details');
  expect(wallet.data.creditPoints).toBe(200.1);

  // The same return link again confirms nothing new: no second balance credit, no second 0.1 points.
  await page.goto(successUrl);
  await expect(page.getByText('Payment already processed.')).toBeVisible();
  await page.goto('/ac/dashboard');
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toHaveText(/\$12\.34$/);
  await expect(credits.getByText('200.1', { exact: true })).toBeVisible();
  const again = await callApi<{ creditPoints: number }>(request, user.token, 'GET', '/usfw/wallet/details');
  expect(again.data.creditPoints).toBe(200.1);
});
