import { generate } from 'otplib';
import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { readOtp } from './support/readOtp';
import { registerUser } from './support/registerUser';
import { shotAtBothWidths } from './support/shotAtBothWidths';

/** The user's authenticator app: its secret and the last time step whose code was used (each works once). */
const phoneApp = { secret: '', lastStep: 0 };

/** The app's next code the server accepts (its step or the next), waiting for the clock when both were used. */
async function nextCode(): Promise<string> {
  await expect.poll(() => Math.floor(Date.now() / 30_000) + 1 > phoneApp.lastStep, { timeout: 40_000 }).toBe(true);
  phoneApp.lastStep = Math.max(Math.floor(Date.now() / 30_000), phoneApp.lastStep + 1);
  return generate({ secret: phoneApp.secret, epoch: phoneApp.lastStep * 30 });
}

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
  phoneApp.secret = ((await setup.json()) as { data: { secret: string } }).data.secret;
  const confirm = await request.post('/usfw/two-factor/totp/confirm', { headers, data: { code: await nextCode() } });
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
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      await shotAtBothWidths(page, `recover-second-step-${colorScheme}`);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  await test.step('a wrong code is refused; the right one signs in', async () => {
    issues.expect(/^http: HTTP 401 POST \/usfw\/auth\/second-step$/);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    const refusal = page.getByRole('dialog', { name: 'Two-step sign-in' });
    await expect(refusal).toContainText('The code is wrong or was already used.');
    await refusal.getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Authentication code').fill(await nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/ac\/profile$/);
  });
});
