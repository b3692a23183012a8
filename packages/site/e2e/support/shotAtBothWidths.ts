import type { Page } from '@playwright/test';
import { shot } from './shot';
import { WIDTHS } from './viewports';

/** Screenshots of the page at both widths, named `<name>-1366` and `<name>-390`. */
export async function shotAtBothWidths(page: Page, name: string): Promise<void> {
  for (const { width, height, name: suffix } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await shot(page, `${name}-${suffix}`);
  }
}
