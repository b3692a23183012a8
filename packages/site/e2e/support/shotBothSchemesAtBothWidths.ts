import type { Page } from '@playwright/test';
import { shotAtBothWidths } from './shotAtBothWidths';
import { DESKTOP } from './viewports';

/**
 * Screenshots at both widths in both colour schemes the browser may ask for, named `<name>-<scheme>-<width>`; the page
 * is back at the laptop size and the browser's own scheme after.
 */
export async function shotBothSchemesAtBothWidths(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await shotAtBothWidths(page, `${name}-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: null });
  await page.setViewportSize(DESKTOP);
}
