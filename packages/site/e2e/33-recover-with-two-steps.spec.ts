import { AuthenticatorApp } from './support/AuthenticatorApp';
import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { readOtp } from './support/readOtp';
import { registerUser } from './support/registerUser';
import { shotBothSchemesAtBothWidths } from './support/shotBothSchemesAtBothWidths';

test('a user with two-step sign-in who forgot the password passes the second step after the e-mailed code', async ({
  page,
  request,
  issues,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'recover-2fa');
  const headers = { authorization: `Bearer ${user.token}` };
  const setup = await request.post('/usfw/two-factor/totp', { headers, data: {} });
  expect(setup.ok(), await setup.text()).toBe(true);
  const phoneApp = new AuthenticatorApp(((await setup.json()) as { data: { secret: string } }).data.secret);
  const confirm = await request.post('/usfw/two-factor/totp/confirm', {
    headers,
    data: { code: await phoneApp.nextCode() },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);

  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('One time code').fill(await readOtp(user.email, since));
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await test.step('the e-mailed code is only the first step: the page asks for the app’s code', async () => {
    const heading = page.getByRole('heading', { name: 'Two-step sign-in' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('csi_session');
    await axeScan(page, 'recover-second-step');
    await shotBothSchemesAtBothWidths(page, 'recover-second-step');
  });

  await test.step('a wrong code is refused; the right one signs in', async () => {
    issues.expect(/^http: HTTP 401 POST \/usfw\/auth\/second-step$/);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    const refusal = page.getByRole('dialog', { name: 'Two-step sign-in' });
    await expect(refusal).toContainText('The code is wrong or was already used.');
    await refusal.getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Authentication code').fill(await phoneApp.nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/ac\/profile$/);
  });
});
