import { expect, test } from './support/journeyTest';
import { axeScan } from './support/axeScan';
import { box } from './support/box';
import { pageHeading } from './support/pageHeading';
import { shot } from './support/shot';
import { DESKTOP, WIDTHS } from './support/viewports';

test('footer links wear the theme: no underline until hovered, not the default link blue', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/about-us');
  const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Useful Links' });
  const home = links.getByRole('link', { name: 'Home' });
  await expect(home).toBeVisible();
  const look = await home.evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, line: style.textDecorationLine };
  });
  expect(look.line, 'no underline on the footer menu links').toBe('none');
  expect(look.color, 'not the default link blue (accent #5aa9ff)').not.toBe('rgb(90, 169, 255)');
  await home.hover();
  await expect(home, 'hover marks the link').toHaveCSS('text-decoration-line', 'underline');
  await shot(page, 'footer-1366');
});

test('the founder page has no empty third column and its heading lines up with the cards', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/csi-team/founder');
  const title = pageHeading(page, 'About the Founder');
  await expect(title).toBeVisible();
  const left = await box(page.getByRole('region', { name: 'Favourite languages' }));
  const biography = await box(page.getByRole('heading', { name: 'Biography' }));
  const founderCard = await box(page.locator('section[aria-labelledby="founder-name"]'));
  const titleBox = await box(title);
  expect(Math.abs(titleBox.x - left.x), 'heading and left card start on one line').toBeLessThanOrEqual(1);
  expect(Math.abs(biography.x - left.x), 'biography and left card start on one line').toBeLessThanOrEqual(1);
  const content = await page.locator('main').evaluate((el) => el.getBoundingClientRect().width);
  expect(founderCard.x + founderCard.width, 'the founder card reaches the right of the content').toBeGreaterThanOrEqual(
    content - left.x - 1,
  );
  await shot(page, 'founder-1366');
});

test('the community page after the launch date says it launched, with no coming-soon message or zeros', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/community');
  await expect(pageHeading(page, 'About Our Community')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Now Open' })).toBeVisible();
  await expect(
    page.getByText('The countdown ended on 20 September 2025: our community has launched.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toHaveCount(0);
  await expect(page.getByText('launches in September', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveCount(0);
  await axeScan(page, 'community');
  await shot(page, 'community-1366');
});

test('the password generator has a normal Generate button right under its field', async ({ page }) => {
  await page.goto('/');
  const field = page.getByLabel('Generated password', { exact: true });
  const generate = page.getByRole('button', { name: 'Generate', exact: true });
  for (const { width, height, name } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await generate.scrollIntoViewIfNeeded();
    const button = await generate.boundingBox();
    const input = await field.boundingBox();
    expect(button, `the Generate button at ${name} px`).not.toBeNull();
    expect(input).not.toBeNull();
    if (!button || !input) return;
    expect(button.height, `Generate button height at ${name} px`).toBeLessThan(60);
    expect(button.y - (input.y + input.height), `gap between field and button at ${name} px`).toBeLessThan(40);
    await generate.click();
    await expect(field).toHaveValue(/^.{16}$/);
    await shot(page, `password-generator-${name}`);
  }
});
