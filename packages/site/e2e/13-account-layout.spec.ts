import type { Locator } from '@playwright/test';
import { adminToken } from './support/adminToken';
import { axeScan } from './support/axeScan';
import { box } from './support/box';
import { callApi } from './support/callApi';
import { expectNoSidewaysScroll } from './support/expectNoSidewaysScroll';
import { expect, test } from './support/journeyTest';
import { makeUsage } from './support/makeUsage';
import { pageHeading } from './support/pageHeading';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';
import { DESKTOP, PHONE, WIDTHS } from './support/viewports';

/** The text of each line the element's text is laid out on, read from the boxes of its characters. */
function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: string[] = [];
    let lineTop: number | null = null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        if (lineTop === null || box.top > lineTop + box.height / 2) {
          lines.push(text.charAt(index));
          lineTop = box.top;
        } else {
          lines.push(`${lines.pop() ?? ''}${text.charAt(index)}`);
        }
      }
    }
    return lines;
  });
}

/** True when every line break of an e-mail address falls after its '@' or a hyphen, or before a dot. */
const breaksAtSensiblePoints = (lines: string[]) =>
  lines.every((line, index) => {
    const next = lines[index + 1];
    return next === undefined || /[@-]$/.test(line) || next.startsWith('.');
  });

test('the analytics table fits its card at 1366 px with whole timestamps, and scrolls inside it at 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'layout8');
  await makeUsage(request, user);
  await page.setViewportSize(DESKTOP);
  await signInWithToken(page, user.token, '/ac/analytics');
  await expect(pageHeading(page, 'Analytics')).toBeVisible();
  const region = page.getByRole('region', { name: 'API usage logs' });
  const table = region.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);

  const card = await box(region);
  const last = await box(table.getByRole('columnheader', { name: 'Action' }));
  expect(last.x + last.width, 'the Action column ends inside the card').toBeLessThanOrEqual(card.x + card.width + 0.5);
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth), 'no sideways scrolling at 1366 px').toBe(0);
  const stamp = table.getByRole('row').nth(1).getByRole('cell').nth(4);
  await expect(stamp).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4},? \d{1,2}:\d{2}\s?[AP]M$/);
  const stampBox = await box(stamp);
  expect(stampBox.x + stampBox.width, 'the whole timestamp shows').toBeLessThanOrEqual(card.x + card.width + 0.5);
  await axeScan(page, 'analytics-1366');
  await shot(page, 'analytics-1366');

  await page.setViewportSize(PHONE);
  await expect(pageHeading(page, 'Analytics')).toBeInViewport();
  await expectNoSidewaysScroll(page, 'the page itself does not scroll sideways at 390 px');
  const phoneCard = await box(region);
  expect(phoneCard.x + phoneCard.width, 'the table card fits the phone').toBeLessThanOrEqual(PHONE.width);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth), 'the table scrolls inside its card').toBe(
    true,
  );
  await axeScan(page, 'analytics-390');
  await shot(page, 'analytics-390');
});

test('at 390 px the account area shows a top bar with a menu button, content first', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'layout9');
  await page.setViewportSize(PHONE);

  /** The area's bar is a compact top bar: brand and Menu button, no entry shown, the page heading above the fold. */
  const checkTopBar = async (title: string | RegExp) => {
    const nav = page.getByRole('navigation', { name: 'CSI menu' });
    await expect(pageHeading(page, title)).toBeInViewport();
    const bar = await box(nav);
    expect(bar.height, 'the bar is one compact row').toBeLessThanOrEqual(72);
    await expect(nav.getByRole('link', { name: 'CSI', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeHidden();
    const headingBox = await box(pageHeading(page, title));
    expect(headingBox.y, 'the heading comes right after the bar').toBeLessThan(bar.y + bar.height + 120);
    await expectNoSidewaysScroll(page);
    return nav;
  };

  await signInWithToken(page, user.token, '/ac/profile');
  const nav = await checkTopBar(/./);
  await axeScan(page, 'account-profile-390');
  await shot(page, 'account-profile-390');
  const menu = nav.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await axeScan(page, 'account-menu-open-390');
  await shot(page, 'account-menu-open-390');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/ac\/dashboard$/);
  await expect(menu, 'the menu closes after choosing a page').toHaveAttribute('aria-expanded', 'false');
  await checkTopBar('Dashboard');
  await axeScan(page, 'dashboard-390');
  await shot(page, 'dashboard-390');

  await page.setViewportSize(DESKTOP);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
  await shot(page, 'dashboard-1366');

  await signInWithToken(page, await adminToken(request), '/ad/dashboard');
  await page.setViewportSize(PHONE);
  await checkTopBar(/./);
  await axeScan(page, 'admin-dashboard-390');
  await shot(page, 'admin-dashboard-390');
  await page.setViewportSize(DESKTOP);
  await axeScan(page, 'admin-dashboard-1366');
  await shot(page, 'admin-dashboard-1366');
});

test('every account and admin screen fits 390 px under its top bar, and 1366 px beside its side bar with whole tables', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const user = await registerUser(request, 'layout9all');
  await makeUsage(request, user);
  const apis = await request.get('/v1/apis/all-apis');
  const [first] = ((await apis.json()) as { data: { apiId: string }[] }).data;
  const screens = [
    '/ac/profile',
    '/ac/dashboard',
    '/ac/settings',
    '/ac/apis',
    `/ac/apis/api-lab/${first?.apiId ?? ''}`,
    '/ac/analytics',
    '/ac/apis/s/api-lab/pdf-security',
    '/ac/files',
  ];
  const admin = ['/ad/dashboard', '/ad/manage/users', '/ad/manage/article', '/ad/manage/apis'];
  const visit = async (path: string) => {
    const name = path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'CSI menu' });
    await page.setViewportSize(PHONE);
    await expect(page.locator('main h1').first()).toBeInViewport();
    expect((await box(nav)).height, `${path}: one compact bar`).toBeLessThanOrEqual(72);
    await expectNoSidewaysScroll(page, `${path}: no sideways scrolling at 390 px`);
    await axeScan(page, `${name}-390`);
    await shot(page, `${name}-390`);
    await page.setViewportSize({ width: 800, height: 900 });
    expect((await box(nav)).height, `${path}: the stacked bar is a row of entries at 800 px`).toBeLessThanOrEqual(160);
    await expect(page.locator('main h1').first()).toBeInViewport();
    await expectNoSidewaysScroll(page, `${path}: no sideways scrolling at 800 px`);
    if (path === '/ac/profile' || path === '/ad/dashboard') await shot(page, `${name}-800`);
    await page.setViewportSize(DESKTOP);
    const bar = await box(nav);
    const headingBox = await box(page.locator('main h1').first());
    expect(headingBox.x, `${path}: the page sits beside the bar`).toBeGreaterThanOrEqual(bar.x + bar.width);
    await expectNoSidewaysScroll(page, `${path}: no sideways scrolling at 1366 px`);
    const tables = page
      .locator('main')
      .getByRole('region')
      .filter({ has: page.getByRole('table') });
    for (const table of await tables.all()) {
      const hidden = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(hidden, `${path}: every column of the table shows at 1366 px`).toBeLessThanOrEqual(0);
    }
    await axeScan(page, `${name}-1366`);
    await shot(page, `${name}-1366`);
  };
  await signInWithToken(page, user.token, '/ac/profile');
  for (const path of screens) await test.step(path, () => visit(path));
  await signInWithToken(page, await adminToken(request), '/ad/dashboard');
  for (const path of admin) await test.step(path, () => visit(path));
});

test("the account side bar's background reaches the footer on a short page", async ({ page, request }) => {
  const user = await registerUser(request, 'layout12bar');
  await page.setViewportSize(DESKTOP);
  await signInWithToken(page, user.token, '/ac/files');
  await expect(pageHeading(page, 'Files')).toBeVisible();
  const bar = await box(page.getByRole('navigation', { name: 'CSI menu' }));
  const footer = await box(page.getByRole('contentinfo'));
  expect(Math.abs(bar.y + bar.height - footer.y), 'the bar ends where the footer starts').toBeLessThanOrEqual(1);
});

test('the APIs grid at 1366 px fills its row, no empty quarter', async ({ page, request }) => {
  const user = await registerUser(request, 'layout12apis');
  await page.setViewportSize(DESKTOP);
  await signInWithToken(page, user.token, '/ac/apis');
  await expect(pageHeading(page, 'APIs')).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(3);
  const header = await box(page.locator('main header').first());
  const lastCard = await box(cards.last());
  expect(lastCard.x + lastCard.width, 'the last card ends at the right edge').toBeGreaterThanOrEqual(
    header.x + header.width - 1,
  );
  await axeScan(page, 'apis-1366');
  await shot(page, 'apis-1366');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await axeScan(page, 'apis-390');
  await shot(page, 'apis-390');
});

test('a service has the same pie colour on the dashboard and on analytics', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'layout12pie');
  await makeUsage(request, user);
  await page.setViewportSize(DESKTOP);
  const swatches = async () => {
    const legend = page.getByRole('figure', { name: 'Usage by service type' }).getByRole('list', { name: 'Legend' });
    await expect(legend.getByRole('listitem')).toHaveCount(2);
    const colourOf = (service: string) =>
      legend
        .getByRole('listitem')
        .filter({ hasText: service })
        .locator('[data-swatch]')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    return { data: await colourOf('data-security'), metadata: await colourOf('metadata-viewer') };
  };
  await signInWithToken(page, user.token, '/ac/dashboard');
  await expect(pageHeading(page, 'Dashboard')).toBeVisible();
  const onDashboard = await swatches();
  expect(onDashboard.data).not.toBe(onDashboard.metadata);
  await axeScan(page, 'dashboard-1366');
  await shot(page, 'pie-dashboard-1366');
  await page.goto('/ac/analytics');
  await expect(pageHeading(page, 'Analytics')).toBeVisible();
  expect(await swatches()).toEqual(onDashboard);
  await shot(page, 'pie-analytics-1366');
});

test('the files page says what it will list, with no spinner placeholder', async ({ page, request }) => {
  const user = await registerUser(request, 'layout13');
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await signInWithToken(page, user.token, '/ac/files');
    await expect(pageHeading(page, 'Files')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Page under development' })).toHaveCount(0);
    await expect(page.getByText(/will be listed here soon/)).toHaveCount(0);
    const empty = page.getByRole('region', { name: 'No files yet' });
    await expect(empty).toContainText('link stays valid for one hour');
    await expect(empty.getByRole('link', { name: 'PDF lab' })).toHaveAttribute(
      'href',
      '/ac/apis/s/api-lab/pdf-security',
    );
    await expectNoSidewaysScroll(page);
    await axeScan(page, `files-${size.width}`);
    await shot(page, `files-${size.width}`);
  }
});

test('a long e-mail wraps after its "@" or before a dot, the social code wraps inside its box, and both have copy buttons', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'walker1-long-address-for-wrapping');
  const profile = await callApi<{ socialSecurityCode: string }>(request, user.token, 'GET', '/usfw/my-profile/');
  await signInWithToken(page, user.token, '/ac/profile');
  const personal = page.getByRole('region', { name: 'Personal Details' });
  const other = page.getByRole('region', { name: 'Other Details' });
  await expect(personal).toBeVisible();
  for (const { width, height, name } of WIDTHS) {
    await page.setViewportSize({ width, height });
    const email = personal.getByRole('definition').filter({ hasText: user.email });
    const lines = await renderedLines(email.getByText(user.email, { exact: true }));
    expect(lines.join(''), `the e-mail at ${name} px`).toBe(user.email);
    expect(breaksAtSensiblePoints(lines), `e-mail lines at ${name} px: ${JSON.stringify(lines)}`).toBe(true);
    const code = other.getByText(profile.data.socialSecurityCode, { exact: true });
    const codeBox = await code.boundingBox();
    const cardBox = await other.boundingBox();
    expect(codeBox && cardBox && codeBox.x + codeBox.width <= cardBox.x + cardBox.width).toBe(true);
    await shot(page, `profile-${name}`);
  }
  await expect(personal.getByRole('button', { name: 'Copy Email' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Copy Social code' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'API Credentials' }).getByRole('button', { name: 'Copy API username' }),
  ).toBeVisible();
  await axeScan(page, 'profile-long-values');
});
