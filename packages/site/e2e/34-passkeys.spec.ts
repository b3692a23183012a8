import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shotBothSchemesAtBothWidths } from './support/shotBothSchemesAtBothWidths';

/**
 * The site as a browser must open it for passkeys: a browser refuses an IP address as relying party, so the journey
 * uses `localhost` on the journeys server's port (the server's default relying party for a loopback PUBLIC_URL).
 */
const siteOf = (baseURL: string | undefined) => `http://localhost:${new URL(baseURL ?? 'http://127.0.0.1:8181').port}`;

test('a user adds a passkey, signs in with it alone, and with it as the second step after the password', async ({
  page,
  request,
  baseURL,
  issues,
}) => {
  test.setTimeout(150_000);
  const site = siteOf(baseURL);
  const user = await registerUser(request, 'passkeys');
  // Chromium's virtual authenticator: a platform passkey that holds discoverable credentials and verifies the user.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  const logout = async () => {
    await page.getByRole('button', { name: /Logout/ }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  };

  await test.step('signs in with the password and adds a named passkey in Settings', async () => {
    await page.goto(`${site}/auth/login`);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/ac\/profile$/);
    await page.goto(`${site}/ac/settings`);
    await expect(passkeys).toContainText('You have no passkeys yet.');
    await expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
    await passkeys.getByLabel('Name of the new passkey').fill('Journey laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Passkey added. You can sign in with it' })).toBeVisible();
    await expect(passkeys.getByRole('list', { name: 'Your passkeys' })).toContainText('Journey laptop');
    await expect(passkeys).toContainText('not used yet');
    expect(await credentials()).toHaveLength(1);
    expect((await credentials())[0]?.isResidentCredential).toBe(true);
  });

  await test.step('renames it in place, keyboard focus following', async () => {
    await passkeys.getByRole('button', { name: 'Rename passkey Journey laptop' }).click();
    const field = passkeys.getByLabel('New name');
    await expect(field).toBeFocused();
    await field.fill('Work laptop');
    await passkeys.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Passkey renamed.' })).toBeVisible();
    await expect(passkeys.getByRole('list', { name: 'Your passkeys' })).toContainText('Work laptop');
    await expect(passkeys.getByRole('button', { name: 'Rename passkey Work laptop' })).toBeFocused();
    await axeScan(page, 'settings-passkeys');
    await passkeys.scrollIntoViewIfNeeded();
    await shotBothSchemesAtBothWidths(page, 'settings-passkeys');
  });

  await test.step('signs out, then signs in with the passkey alone', async () => {
    await logout();
    const button = page.getByRole('button', { name: 'Sign in with a passkey' });
    await expect(button).toBeVisible();
    await axeScan(page, 'login-with-passkey');
    await shotBothSchemesAtBothWidths(page, 'login-with-passkey');
    await button.click();
    await expect(page).toHaveURL(/\/ac\/profile$/);
    await expect(page.getByRole('region', { name: 'Personal Details' })).toContainText(user.email);
    expect((await credentials())[0]?.signCount).toBeGreaterThan(0);
  });

  await test.step('the password now asks for the passkey as the second step', async () => {
    await logout();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const heading = page.getByRole('heading', { name: 'Two-step sign-in' });
    await expect(heading).toBeFocused();
    await expect(page.getByText('Use one of your passkeys: your device asks you to unlock it.')).toBeVisible();
    await axeScan(page, 'second-step-passkey');
    await shotBothSchemesAtBothWidths(page, 'second-step-passkey');
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await expect(page).toHaveURL(/\/ac\/profile$/);
  });

  await test.step('after sudo mode lapsed, the passkey confirms it is you for a password change', async () => {
    await page.goto(`${site}/ac/settings`);
    // Saving the profile gives the session a new token, and sudo mode belongs to a token: it starts closed.
    const saved = page.waitForResponse((answer) => answer.url().endsWith('/usfw/update/profile-basic-d'));
    await page.getByRole('button', { name: 'Save details' }).click();
    expect((await saved).ok()).toBe(true);
    issues.expect(/^http: HTTP 400 PUT \S+\/usfw\/change-my-password\/?$/);
    const security = page.getByRole('region', { name: 'Security Settings' });
    await security.getByLabel('New password', { exact: true }).fill('a-passkey-confirmed-password-1');
    await security.getByLabel('Confirm new password', { exact: true }).fill('a-passkey-confirmed-password-1');
    await security.getByRole('button', { name: 'Change password' }).click();
    const reconfirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    const usePasskey = reconfirm.getByRole('button', { name: 'Use a passkey' });
    await expect(usePasskey).toBeVisible();
    await axeScan(page, 'reconfirm-with-passkey');
    await shotBothSchemesAtBothWidths(page, 'reconfirm-with-passkey');
    const signCount = (await credentials())[0]?.signCount ?? 0;
    await usePasskey.click();
    await expect(reconfirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
    expect((await credentials())[0]?.signCount).toBeGreaterThan(signCount);
  });

  await test.step('Settings shows the last use, and removes the passkey in sudo mode without the password', async () => {
    await page.goto(`${site}/ac/settings`);
    await expect(passkeys).toContainText('last used');
    await passkeys.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove passkey Work laptop?' });
    await expect(confirm).toBeVisible();
    await axeScan(page, 'remove-passkey');
    await confirm.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Passkey removed.' })).toBeVisible();
    await expect(passkeys).toContainText('You have no passkeys yet.');
  });

  await test.step('a passkey this site no longer knows is refused with a clear message', async () => {
    await logout();
    issues.expect(/^http: HTTP 401 POST \S+\/usfw\/auth\/passkey$/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    const refusal = page.getByRole('dialog', { name: 'Passkey sign-in' });
    await expect(refusal).toContainText(
      'This passkey is not recognised. Use another one, or sign in with your password.',
    );
  });
});
