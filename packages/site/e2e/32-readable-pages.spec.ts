import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { shot } from './support/shot';
import { DESKTOP, PHONE } from './support/viewports';

test('an article at 1366 px sits in the middle with its sidebar clear of the edge, dated day before month', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/tech/pub');
  await page
    .getByRole('link', { name: /^Read article/ })
    .first()
    .click();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article.locator('time').first()).toHaveText(
    /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
  );
  const sidebar = page.getByRole('complementary', { name: /More Articles/ });
  await expect(sidebar.locator('time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  const side = await sidebar.boundingBox();
  const body = await article.boundingBox();
  const width = DESKTOP.width;
  if (!side || !body) throw new Error('the article and its sidebar have boxes');
  const rightGap = width - (side.x + side.width);
  expect(rightGap, 'the sidebar keeps a margin from the right edge').toBeGreaterThanOrEqual(24);
  expect(body.x, 'no wide empty band on the left').toBeLessThanOrEqual(rightGap + 40);
  await axeScan(page, 'article-1366');
  await shot(page, 'article-1366');
});

test('at 390 px code keeps its indentation, tables keep identifiers whole and nothing floats over the text', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const python = page.locator('figure[data-language="python"] pre');
  await expect(python).toBeVisible();
  expect(await python.evaluate((pre) => getComputedStyle(pre).whiteSpace)).toBe('pre');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'home-code-390');

  await page.goto('/docs/v1/meta-data-viewer');
  const identifier = page.locator('td code', { hasText: /^filename$/ }).first();
  await expect(identifier).toBeVisible();
  expect(await identifier.evaluate((code) => code.getClientRects().length), '"filename" on one line').toBe(1);
  const box = await identifier.boundingBox();
  expect(box?.height ?? 99).toBeLessThan(30);
  const toggle = page.getByRole('button', { name: /Scroll to bottom|Back to top/ });
  await expect(toggle).toBeAttached();
  expect(
    await toggle.evaluate((button) => getComputedStyle(button.parentElement as HTMLElement).position),
    'the scroll button stays in the page flow on a phone',
  ).toBe('static');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await axeScan(page, 'metadata-doc-390');
  await shot(page, 'metadata-doc-390');
});
