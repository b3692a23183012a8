import { expect, type Locator, type Page } from '@playwright/test';
import { axeScan } from './axeScan';
import { shot } from './shot';
import { DESKTOP, PHONE } from './viewports';

/** Screenshots of the page at 1366 px and at 390 px, each with an axe scan, back at 1366 px after. */
export async function scanAndShotAtBothWidths(page: Page, name: string, ready: Locator): Promise<void> {
  for (const [size, width] of [
    [DESKTOP, 1366],
    [PHONE, 390],
  ] as const) {
    await page.setViewportSize(size);
    await expect(ready).toBeVisible();
    await ready.scrollIntoViewIfNeeded();
    await axeScan(page, `${name}-${width}`);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize(DESKTOP);
}
