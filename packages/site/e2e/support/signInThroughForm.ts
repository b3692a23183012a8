import type { Page } from '@playwright/test';

/** Fills and sends the login form (Email, Password, Sign In) on /auth/login. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
