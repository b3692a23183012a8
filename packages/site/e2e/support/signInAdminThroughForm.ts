import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, adminCode, adminToken } from './adminToken';
import { signInThroughForm } from './signInThroughForm';

/**
 * Signs the administrator in through the login form with two steps, as an administrator must: the authenticator app
 * is set up first when this run has none (adminToken), then its code is typed in the second step. Ends on /ac/profile.
 */
export async function signInAdminThroughForm(page: Page, request: APIRequestContext): Promise<void> {
  await adminToken(request);
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.getByLabel('Authentication code').fill(await adminCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/ac\/profile$/);
}
