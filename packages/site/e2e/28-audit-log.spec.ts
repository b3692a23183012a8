import { readFile } from 'node:fs/promises';
import { ADMIN, adminToken } from './support/adminToken';
import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shotAtBothWidths } from './support/shotAtBothWidths';
import { signInThroughForm } from './support/signInThroughForm';

test('an administrator filters the audit log and downloads it as CSV', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'audited');
  const userId = Number(JSON.parse(Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString()).sub);
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get(`/usfw/a/manage-activation/${userId}/deactivate`, { headers })).ok()).toBe(true);
  expect((await request.get(`/usfw/a/manage-activation/${userId}/activate`, { headers })).ok()).toBe(true);

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/ac\/profile$/);
  await page.goto('/ad/dashboard');
  await page.getByRole('navigation', { name: 'CSI menu' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/ad\/audit-log$/);
  await expect(page.getByRole('table', { name: /^Audit log: \d+ entries$/ })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  await test.step('filters by actor, action and day', async () => {
    await filters.getByLabel('Actor e-mail').fill('ADMIN@journeys');
    await filters.getByLabel('Action').selectOption('user.deactivate');
    const today = new Date().toISOString().slice(0, 10);
    await filters.getByLabel('From').fill(today);
    await filters.getByLabel('To').fill(today);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const table = page.getByRole('table', { name: /^Audit log: \d+ entries$/ });
    const row = table.getByRole('row').filter({ hasText: `user ${userId}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('user.deactivate');
    await expect(row).toContainText(ADMIN.email);
    await expect(row).toContainText('accSuspendedAdmin: false → true');
    await expect(table.getByRole('row').filter({ hasText: 'user.activate' })).toHaveCount(0);
    await axeScan(page, 'audit-log');
    await shotAtBothWidths(page, 'audit-log');
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
});
