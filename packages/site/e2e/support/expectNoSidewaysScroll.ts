import { expect, type Page } from '@playwright/test';

/** How far the document reaches past the viewport's right edge, in px (0 when nothing sticks out). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Waits until the document stops reaching past the viewport's right edge. After a viewport change, charts re-measure
 * on their ResizeObserver a frame or more later, so the page settles rather than fitting at once; an overflow that
 * stays fails when the expect timeout runs out.
 */
export const expectNoSidewaysScroll = (page: Page, message?: string) =>
  expect.poll(() => horizontalOverflow(page), { message }).toBe(0);
