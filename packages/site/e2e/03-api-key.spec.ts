import { axeScan } from './support/axeScan';
import { callApi } from './support/callApi';
import { closeModal } from './support/closeModal';
import { expect, test } from './support/journeyTest';
import { maskApiKey } from './support/maskApiKey';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';

test('a user sees the masked key, copies it, rotates it, and blocks and unblocks it', async ({
  page,
  context,
  request,
  issues,
}) => {
  const user = await registerUser(request, 'keys');
  const apiKey = async () =>
    (await callApi<{ apiKey: string }>(request, user.token, 'GET', '/usfw/my-profile/')).data.apiKey;
  const firstKey = await apiKey();

  await test.step('the profile shows the key masked and copies the real key', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWithToken(page, user.token, '/ac/profile');
    const credentials = page.getByRole('region', { name: 'API Credentials' });
    await expect(credentials.getByText(maskApiKey(firstKey), { exact: true })).toBeVisible();
    expect(maskApiKey(firstKey)).toMatch(/^csi_\w{4}\*+\w{4}$/);
    await expect(credentials).not.toContainText(firstKey);
    await axeScan(page, 'profile');
    await credentials.getByRole('button', { name: 'Copy API key' }).click();
    await expect(credentials.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstKey);
    await shot(page, 'profile-key-copied');
  });

  const apiSettings = page.getByRole('region', { name: 'API Settings' });
  const revoke = apiSettings.getByRole('switch', { name: 'Revoke API key' });

  await test.step('settings rotate the key after asking for the current password: the masked value changes', async () => {
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(apiSettings.getByText(maskApiKey(firstKey), { exact: true })).toBeVisible();
    await axeScan(page, 'settings');
    await apiSettings.getByRole('button', { name: 'Change API key' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change API key' });
    issues.expect(/^http: HTTP 401 POST \/usfw\/update\/api-key$/);
    await confirm.getByLabel('Current password', { exact: true }).fill('not-my-password-1');
    await confirm.getByRole('button', { name: 'Change API key' }).click();
    await closeModal(page, 'API Key Update Error', 'Your current password is not correct.');
    await expect(apiSettings.getByText(maskApiKey(firstKey), { exact: true })).toBeVisible();
    await apiSettings.getByRole('button', { name: 'Change API key' }).click();
    await confirm.getByLabel('Current password', { exact: true }).fill(user.password);
    await axeScan(page, 'settings-current-password');
    await confirm.getByRole('button', { name: 'Change API key' }).click();
    await expect(apiSettings.getByText(maskApiKey(firstKey), { exact: true })).toBeHidden();
    const secondKey = await apiKey();
    expect(secondKey).not.toBe(firstKey);
    await expect(apiSettings.getByText(maskApiKey(secondKey), { exact: true })).toBeVisible();
    await shot(page, 'settings-key-rotated');
  });

  await test.step('a blocked key is refused by the API lab', async () => {
    await expect(revoke).not.toBeChecked();
    await revoke.click();
    await expect(revoke).toBeChecked();
    await page.getByRole('link', { name: 'APIs', exact: true }).click();
    const dataSecurity = page.getByRole('article').filter({ hasText: 'Data Security (Encrypt and Decrypt)' });
    await expect(dataSecurity).toBeVisible();
    await axeScan(page, 'apis');
    await dataSecurity.getByRole('link', { name: /Test api/i }).click();
    await expect(page).toHaveURL(/\/ac\/apis\/api-lab\/csi-data-001$/);
    await page.getByRole('button', { name: 'Send' }).click();
    const blocked = page.getByRole('dialog', { name: 'API Key Blocked' });
    await expect(blocked).toContainText('Switch off the revoke setting');
    await axeScan(page, 'lab-key-blocked');
    await shot(page, 'lab-key-blocked');
    await closeModal(page, 'API Key Blocked');
  });

  await test.step('unblocked, the lab answers again', async () => {
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await revoke.click();
    await expect(revoke).not.toBeChecked();
    await page.goto('/ac/apis/api-lab/csi-data-001');
    await page.getByRole('radio', { name: 'Sandbox' }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByLabel('Response body')).toContainText('"encryptedData"');
    await shot(page, 'lab-key-unblocked');
  });
});
