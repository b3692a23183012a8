import { readFile } from 'node:fs/promises';
import { ADMIN, adminToken } from './support/adminToken';
import { AuthenticatorApp } from './support/AuthenticatorApp';
import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shotBothSchemesAtBothWidths } from './support/shotBothSchemesAtBothWidths';
import { signInThroughForm } from './support/signInThroughForm';
import { signInWithToken } from './support/signInWithToken';

test('a user turns on an authenticator app in Settings, signs in with its code, then once with a recovery code', async ({
  page,
  request,
  issues,
}) => {
  test.setTimeout(150_000);
  const user = await registerUser(request, 'totp-app');
  await signInWithToken(page, user.token, '/ac/settings');
  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  let app: AuthenticatorApp | undefined;
  let recoveryCodes: string[] = [];

  await test.step('setting up shows a QR code and the secret; a code from the app turns it on', async () => {
    await expect(twoStep).toContainText('Off: a password alone signs in.');
    await twoStep.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(twoStep.getByRole('img', { name: 'QR code of your authenticator secret' })).toBeVisible();
    const secret = (await twoStep.getByLabel('Authenticator secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    app = new AuthenticatorApp(secret);
    await axeScan(page, 'authenticator-setup');
    await shotBothSchemesAtBothWidths(page, 'authenticator-setup');
    await twoStep.getByLabel('Code from the app').fill(await app.nextCode());
    await twoStep.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('Two-step sign-in is on. Keep your recovery codes somewhere safe')).toBeVisible();
  });

  await test.step('the ten recovery codes are shown once and download as a text file', async () => {
    const list = twoStep.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(new Set(recoveryCodes).size).toBe(10);
    await expect(twoStep).toContainText('On: signing in asks for a code from your authenticator app.');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      twoStep.getByRole('button', { name: 'Download recovery codes' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('csi-recovery-codes.txt');
    const file = await readFile(await download.path(), 'utf8');
    for (const code of recoveryCodes) expect(file).toContain(code);
    await axeScan(page, 'recovery-codes');
    await shotBothSchemesAtBothWidths(page, 'recovery-codes');
  });

  const signOut = async () => {
    await page.getByRole('button', { name: /Logout/ }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  };

  await test.step('the password alone no longer signs in: the code from the app completes it', async () => {
    await signOut();
    await signInThroughForm(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused();
    await page.getByLabel('Authentication code').fill(await (app as AuthenticatorApp).nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/ac\/profile$/);
  });

  await test.step('a recovery code signs in once; used again it is refused', async () => {
    await signOut();
    await signInThroughForm(page, user.email, user.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/ac\/profile$/);
    await page.goto('/ac/settings');
    await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toContainText('Recovery codes left: 9.');

    await signOut();
    issues.expect(/^http: HTTP 401 POST \/usfw\/auth\/second-step$/);
    await signInThroughForm(page, user.email, user.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    const refusal = page.getByRole('dialog', { name: 'Two-step sign-in' });
    await expect(refusal).toContainText('The recovery code is wrong or was already used.');
    await refusal.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test('an administrator without a second factor is taken to set one up on signing in, then the admin area opens', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const turnOffAdminApp = async (token: string) => {
    const off = await request.post('/usfw/two-factor/totp/disable', {
      headers: { authorization: `Bearer ${token}` },
      data: { currentPassword: ADMIN.password, code: '' },
    });
    expect(off.ok(), await off.text()).toBe(true);
  };
  // The administrator as on the first day: earlier journeys set up an authenticator app (adminToken); it goes.
  await turnOffAdminApp(await adminToken(request));
  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  let app: AuthenticatorApp | undefined;

  await test.step('signing in with the password alone lands on the set-up, saying why', async () => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/ac\/settings#two-step$/);
    await expect(twoStep.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused();
    await expect(twoStep.getByRole('alert')).toHaveText(
      'Administrators must use two-step sign-in. Set up an authenticator app below: until then the admin area refuses this account.',
    );
    await expect(twoStep).toBeInViewport();
    await axeScan(page, 'admin-second-factor-required');
    await shotBothSchemesAtBothWidths(page, 'admin-second-factor-required');
  });

  await test.step('a code from the app turns it on, and the admin area answers in the same session', async () => {
    await twoStep.getByRole('button', { name: 'Set up an authenticator app' }).click();
    app = new AuthenticatorApp((await twoStep.getByLabel('Authenticator secret').textContent()) ?? '');
    await twoStep.getByLabel('Code from the app').fill(await app.nextCode());
    await twoStep.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('Two-step sign-in is on. Keep your recovery codes somewhere safe')).toBeVisible();
    await expect(twoStep.getByRole('alert')).toHaveCount(0);
    await page.goto('/ad/manage/users');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  });

  await test.step('signing in again with two steps lands on the account area', async () => {
    await page.getByRole('button', { name: /Logout/ }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByLabel('Authentication code').fill(await (app as AuthenticatorApp).nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/ac\/profile$/);
  });

  // The app this journey set up is its own: turned off, the next journey's adminToken sets up the one it keeps.
  const login = await request.post('/usfw/auth/login', { data: { username: ADMIN.email, password: ADMIN.password } });
  const { challenge } = ((await login.json()) as { data: { secondStep: { challenge: string } } }).data.secondStep;
  const done = await request.post('/usfw/auth/second-step', {
    data: { challenge, code: await (app as AuthenticatorApp).nextCode() },
  });
  expect(done.ok(), await done.text()).toBe(true);
  await turnOffAdminApp(((await done.json()) as { data: { jwt: string } }).data.jwt);
});
