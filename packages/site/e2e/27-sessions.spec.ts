import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shotAtBothWidths } from './support/shotAtBothWidths';
import { signInThroughForm } from './support/signInThroughForm';

/** A phone's browser, so the other context's session is told apart in the list. */
const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a user signs out a session of another browser from Settings, and then all other sessions', async ({
  page,
  request,
  browser,
  issues,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'sessions');
  const phoneContext = await browser.newContext({ userAgent: PHONE_AGENT });
  const phone = await phoneContext.newPage();
  issues.watch(phone);

  await signInThroughForm(phone, user.email, user.password);
  await expect(phone).toHaveURL(/\/ac\/profile$/);
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/ac\/profile$/);

  const sessions = page.getByRole('region', { name: 'Sessions' });
  await test.step('Settings lists the sessions with device and address, this one marked', async () => {
    await page.goto('/ac/settings');
    await expect(sessions.getByRole('list', { name: 'Signed-in sessions' })).toBeVisible();
    await expect(sessions).toContainText('(this device)');
    await expect(sessions).toContainText('Safari on iOS');
    await expect(page.getByRole('region', { name: 'Account activity' })).toContainText('Signed in');
    await axeScan(page, 'settings-sessions');
    await sessions.scrollIntoViewIfNeeded();
    await shotAtBothWidths(page, 'settings-sessions');
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  await test.step("signing out the phone's session signs the phone out at its next call", async () => {
    await sessions.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Session signed out.' })).toBeVisible();
    await expect(sessions).not.toContainText('Safari on iOS');
    issues.expect(/^http: HTTP 401 GET \/usfw\//);
    await phone.goto('/ac/settings');
    // The spec's answer to a profile that cannot be loaded; the refusal also dropped the phone's session cookies.
    await expect(phone.getByRole('dialog', { name: 'Authentication Error' })).toContainText(
      'We could not load your profile. Please log out and log in again.',
    );
    await expect
      .poll(async () => (await phoneContext.cookies()).map((cookie) => cookie.name))
      .not.toContain('csi_session');
    // Signed out: the account area now asks who they are.
    await phone.goto('/ac/settings');
    await expect(
      phone.getByRole('dialog', { name: 'We seems not to know you where would you like to go' }),
    ).toBeVisible();
  });

  await test.step('"Sign out all other sessions" asks first, then leaves only this one', async () => {
    const others = sessions.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
    // The registration and the e-mail verification made sessions too.
    await expect(others).not.toHaveCount(1);
    await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out all other sessions?' });
    await expect(confirm).toBeVisible();
    await axeScan(page, 'sessions-confirm');
    await confirm.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Other sessions signed out.' })).toBeVisible();
    await expect(others).toHaveCount(1);
    await expect(sessions.getByRole('button', { name: 'Sign out all other sessions' })).toBeHidden();
    const oldToken = await request.get('/usfw/my-profile', { headers: { authorization: `Bearer ${user.token}` } });
    expect(oldToken.status()).toBe(401);
  });
  await phoneContext.close();
});
