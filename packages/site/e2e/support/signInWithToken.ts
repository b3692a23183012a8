import type { Page } from '@playwright/test';

/** Signs the browser in with a token (stored under `token` like the site does), then opens `path`. */
export async function signInWithToken(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((jwt) => localStorage.setItem('token', jwt), token);
  await page.goto(path);
}
