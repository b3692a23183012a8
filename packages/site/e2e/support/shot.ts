import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { journeyDir } from './journeyDir';

/**
 * Saves a full-page screenshot of a key screen as test-results/journeys/<journey>/<name>.png
 * and attaches it to the test so the Playwright report keeps it.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const file = path.join(journeyDir(), `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}
