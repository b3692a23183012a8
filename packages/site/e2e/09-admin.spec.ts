import { axeScan } from './support/axeScan';
import { closeModal } from './support/closeModal';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInAdminThroughForm } from './support/signInAdminThroughForm';
import { signInThroughForm } from './support/signInThroughForm';

test('an administrator manages a user, an article and an API', async ({ page, request, browser, issues }) => {
  // Eighteen axe scans, each a few seconds on a busy machine.
  test.setTimeout(120_000);
  const user = await registerUser(request, 'managed');
  const stamp = Date.now().toString(36);
  const menu = page.getByRole('navigation', { name: 'CSI menu' });
  const popup = (text: string) => page.getByRole('status').filter({ hasText: text });

  await signInAdminThroughForm(page, request);
  await expect(page.getByRole('region', { name: 'API Credentials' })).toBeVisible();
  await axeScan(page, 'admin-profile');

  await test.step('searches users, deactivates the journey user (who then cannot log in) and reactivates them', async () => {
    await menu.getByRole('link', { name: 'Admin dashboard' }).click();
    await expect(page).toHaveURL(/\/ad\/dashboard$/);
    await axeScan(page, 'admin-dashboard');
    await menu.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/ad\/manage\/users$/);
    await page.getByPlaceholder('Search users...').fill(user.email.split('@')[0]?.toUpperCase() ?? '');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: `View ${user.email}` }).click();
    const details = page.getByRole('region', { name: `Details of ${user.email}` });
    await axeScan(page, 'users');
    await details.getByLabel('Manage Account Activation').selectOption({ label: 'Deactivate Account' });
    const confirm = page.getByRole('dialog', { name: 'Deactivate Account', exact: true });
    await expect(confirm).toContainText(`Deactivate ${user.email}? They are signed out at once`);
    await axeScan(page, 'deactivate-confirm');
    await shot(page, 'deactivate-confirm');
    await confirm.getByRole('button', { name: 'Deactivate Account' }).click();
    await expect(popup('Account deactivated.')).toBeVisible();
    await expect(details).toContainText(/Suspended by admin\s*Yes/);
    await shot(page, 'user-deactivated');

    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    issues.watch(userPage);
    issues.expect(/^http: HTTP 403 POST \/usfw\/auth\/login$/);
    await signInThroughForm(userPage, user.email, user.password);
    await expect(userPage.getByRole('dialog', { name: 'Authentication Error', exact: true })).toContainText(
      'Account is suspended.',
    );
    await axeScan(userPage, 'login-suspended');
    await closeModal(userPage, 'Authentication Error', 'Account is suspended.');
    await details.getByLabel('Manage Account Activation').selectOption({ label: 'Activate Account' });
    await expect(popup('Account activated.')).toBeVisible();
    await expect(details).toContainText(/Suspended by admin\s*No/);
    await signInThroughForm(userPage, user.email, user.password);
    await expect(userPage).toHaveURL(/\/ac\/profile$/);
    await userContext.close();
  });

  const title = `Mobile money fraud ${stamp}`;
  await test.step('creates, edits and deletes an article, seen and then gone on the public list', async () => {
    await menu.getByRole('link', { name: 'Articles' }).click();
    await expect(page.getByRole('table', { name: 'Articles' })).toBeVisible();
    await axeScan(page, 'articles-admin');
    await page.getByRole('button', { name: 'New Article' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Article' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Summary').fill('How fake M-Pesa messages trick shop owners.');
    await form.getByLabel('Category').selectOption('phishing');
    await form.getByLabel('Content').fill('Check the balance in the M-Pesa app before releasing goods.');
    await axeScan(page, 'article-form');
    await form.getByRole('button', { name: 'Create Article' }).click();
    await expect(popup('Article created.')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Articles' }).getByRole('cell', { name: title, exact: true }),
    ).toBeVisible();
    await shot(page, 'article-created');

    // The list filters once the page has hydrated (text typed before that counts): wait for the filtered count.
    const publicCard = async (count: number) => {
      await page.goto('/tech/pub');
      await page.getByPlaceholder('Search article...').fill(stamp);
      await expect(page.getByRole('article')).toHaveCount(count);
    };
    await publicCard(1);
    await expect(page.getByRole('article')).toContainText('How fake M-Pesa messages trick shop owners.');
    await axeScan(page, 'articles-public');

    await page.goto('/ad/manage/article');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('button', { name: 'update Article' })).toBeVisible();
    await axeScan(page, 'article-edit');
    await page.getByRole('button', { name: 'update Article' }).click();
    const update = page.getByRole('dialog', { name: 'Update Article' });
    await expect(update.getByLabel('Title')).toHaveValue(title);
    await axeScan(page, 'article-update-form');
    await update.getByLabel('Summary').fill('Fake M-Pesa confirmations: how to check before releasing goods.');
    await update.getByRole('button', { name: 'Save Article' }).click();
    await expect(popup('Article updated.')).toBeVisible();
    await publicCard(1);
    await expect(page.getByRole('article')).toContainText('Fake M-Pesa confirmations');
    await shot(page, 'article-updated-public');

    await page.goto('/ad/manage/article');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('button', { name: 'Delete Article' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Article' });
    await expect(remove).toBeVisible();
    await axeScan(page, 'article-delete-confirm');
    await remove.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(popup('Article deleted.')).toBeVisible();
    await publicCard(0);
    await expect(page.getByText('NO RESULTS FOUND')).toBeVisible();
  });

  await test.step('creates a documentation-only API and edits it; users do not see it', async () => {
    const name = `Journey Hash API ${stamp}`;
    await page.goto('/ad/manage/apis');
    await page.getByRole('button', { name: 'New API' }).click();
    const form = page.getByRole('dialog', { name: 'Add New API' });
    await form.getByLabel('apiId').fill(`journey-${stamp}`);
    await form.getByLabel('name', { exact: true }).fill(name);
    await form.getByLabel('shortDescription').fill('Hashes text with SHA-256 for integrity checks.');
    await form.getByLabel('documentationLink').fill('/docs/g/csi-apis');
    await form.getByLabel('endpoint').fill(`/journey-hash-${stamp}`);
    await form.getByLabel('cost (USD)').fill('0.001');
    // A new API has no service on this server: documentation only, so it can only be Offline.
    await form.getByLabel('apiService').selectOption({ label: 'None: documentation only, cannot be live' });
    await form.getByLabel('live').selectOption({ label: 'Offline' });
    await axeScan(page, 'api-form');
    await form.getByRole('button', { name: 'Create API' }).click();
    await expect(popup(`API ${name} added.`)).toBeVisible();

    await page.getByPlaceholder('Search api...').fill(stamp);
    await page.getByRole('button', { name: `View ${name}` }).click();
    await expect(page.getByRole('region', { name: 'APis Details' })).toContainText(/live\s*Inactive/);
    await axeScan(page, 'api-details');
    await page.getByRole('button', { name: 'update Api' }).click();
    const update = page.getByRole('dialog', { name: 'Update API' });
    await expect(update.getByLabel('shortDescription')).toBeVisible();
    await axeScan(page, 'api-update-form');
    await update.getByLabel('shortDescription').fill('Hashes text with SHA-256 so you can prove it was not changed.');
    await update.getByRole('button', { name: 'Save API' }).click();
    await expect(popup(`API ${name} updated.`)).toBeVisible();
    await shot(page, 'api-updated');

    await page.getByRole('button', { name: `View ${name}` }).click();
    await expect(page.getByRole('region', { name: 'APis Details' })).toContainText(
      'so you can prove it was not changed',
    );

    // Users see only APIs that answer: the documentation-only one is not listed.
    await page.goto('/ac/apis');
    await expect(page.getByRole('heading', { name: 'PDF Security' })).toBeVisible();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
    await axeScan(page, 'apis-listing');
    await shot(page, 'apis-listing');
  });
});
