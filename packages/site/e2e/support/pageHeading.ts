import type { Page } from '@playwright/test';

/** The level-1 heading of the routed page. */
export const pageHeading = (page: Page, name: string | RegExp) =>
  page.locator('main').getByRole('heading', { level: 1, name });
