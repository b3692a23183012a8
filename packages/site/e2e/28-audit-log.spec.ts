import { readFile } from 'node:fs/promises';
import { ADMIN, adminCode, adminToken } from './support/adminToken';
import { axeScan } from './support/axeScan';
import { expectNoSidewaysScroll } from './support/expectNoSidewaysScroll';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shotAtBothWidths } from './support/shotAtBothWidths';
import { signInAdminThroughForm } from './support/signInAdminThroughForm';

test('an administrator filters the audit log and downloads it as CSV', async ({ page, request, issues }) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'audited');
  const userId = Number(JSON.parse(Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString()).sub);
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get(`/usfw/a/manage-activation/${userId}/deactivate`, { headers })).ok()).toBe(true);
  expect((await request.get(`/usfw/a/manage-activation/${userId}/activate`, { headers })).ok()).toBe(true);

  await signInAdminThroughForm(page, request);
  await page.goto('/ad/dashboard');
  await page.getByRole('navigation', { name: 'CSI menu' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/ad\/audit-log$/);
  await expect(page.getByRole('table', { name: /^Audit log: \d+ (entry|entries)$/ })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  await test.step('filters by actor, action and day', async () => {
    await filters.getByLabel('Actor e-mail').fill('ADMIN@journeys');
    await filters.getByLabel('Action').selectOption('user.deactivate');
    const today = new Date().toISOString().slice(0, 10);
    await filters.getByLabel('From day', { exact: true }).fill(today);
    await filters.getByLabel('To day', { exact: true }).fill(today);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const table = page.getByRole('table', { name: /^Audit log: \d+ (entry|entries)$/ });
    const row = table.getByRole('row').filter({ hasText: `user ${userId}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('user.deactivate');
    await expect(row).toContainText(ADMIN.email);
    await expect(row).toContainText('accSuspendedAdmin: false → true');
    await expect(table.getByRole('row').filter({ hasText: 'user.activate' })).toHaveCount(0);
    await axeScan(page, 'audit-log');
    await shotAtBothWidths(page, 'audit-log');
    // At 390 px (the last width shot) an entry fits the phone whole: neither the page nor the table scrolls sideways,
    // and each value shows its column's name.
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page, 'the audit log does not scroll the page sideways at 390 px');
    const region = page.getByRole('region', { name: /^Audit log: \d+ (entry|entries)$/ });
    await expect.poll(() => region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const actorCell = row.getByRole('cell').filter({ hasText: ADMIN.email });
    expect(await actorCell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Actor"');
    await axeScan(page, 'audit-log-390');
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  await test.step('downloads the filtered entries as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      filters.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'at,kind,actorId,actorEmail,userId,targetType,targetId,before,after,details,address,device,requestId',
    );
    expect(lines.slice(1).every((line) => line.includes(',user.deactivate,'))).toBe(true);
    expect(lines.some((line) => line.includes(`,${ADMIN.email},${userId},user,${userId},`))).toBe(true);
  });

  await test.step('an admin write after sudo mode lapsed asks to confirm it is you, then goes through', async () => {
    // Saving the profile gives the session a new token, and sudo mode belongs to a token: it starts closed.
    await page.goto('/ac/settings');
    const saved = page.waitForResponse((answer) => answer.url().endsWith('/usfw/update/profile-basic-d'));
    await page.getByRole('button', { name: 'Save details' }).click();
    expect((await saved).ok()).toBe(true);
    issues.expect(new RegExp(`^http: HTTP 403 GET /usfw/a/manage-activation/${userId}/deactivate$`));

    await page.goto('/ad/manage/users');
    await page.getByPlaceholder('Search users...').fill(user.email);
    await page
      .getByRole('table', { name: 'Users' })
      .getByRole('button', { name: `View ${user.email}` })
      .click();
    const details = page.getByRole('region', { name: `Details of ${user.email}` });
    await details.getByLabel('Manage Account Activation').selectOption({ label: 'Deactivate Account' });
    const confirm = page.getByRole('dialog', { name: 'Deactivate Account', exact: true });
    await confirm.getByRole('button', { name: 'Deactivate Account' }).click();

    const reconfirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(reconfirm).toContainText('This change needs a recent check that it is you.');
    await expect(reconfirm.getByLabel('Password', { exact: true })).toBeFocused();
    await axeScan(page, 'reconfirm');
    await shotAtBothWidths(page, 'reconfirm');
    await page.setViewportSize({ width: 1366, height: 768 });
    await reconfirm.getByRole('button', { name: 'Use an authenticator code instead' }).click();
    await reconfirm.getByLabel('Code from your authenticator app').fill(await adminCode());
    await reconfirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(reconfirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Account deactivated.' })).toBeVisible();
    await expect(details).toContainText(/Suspended by admin\s*Yes/);
  });
});
