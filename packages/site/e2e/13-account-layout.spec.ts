import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { TINY_JPEG } from '../../server/test-fixtures/sampleFiles';
import { axeScan } from './support/axeScan';
import { callApi } from './support/callApi';
import { expectNoSidewaysScroll } from './support/expectNoSidewaysScroll';
import { expect, test } from './support/journeyTest';
import { registerUser, type JourneyUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';

/** The administrator the journeys' server creates on its first start (scripts/journeys-server.mjs). */
const ADMIN = { email: 'admin@journeys.local', password: 'Journeys-admin-1' };

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** The box of a visible element (fails the test when it has none). */
async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  expect(found, `a box for ${locator.toString()}`).not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Makes two sandbox calls with the user's key pair: data-security first, then metadata-viewer. */
async function makeUsage(request: APIRequestContext, user: JourneyUser): Promise<void> {
  const profile = await callApi<{ apiKey: string; apiUsername: string }>(
    request,
    user.token,
    'GET',
    '/usfw/my-profile/',
  );
  const headers = { 'x-api-key': profile.data.apiKey, 'x-app-username': profile.data.apiUsername };
  const encrypt = await request.post('/csi-p/api-sandbox/encrypt-data', { headers, data: { rawData: 'hello' } });
  expect(encrypt.ok(), `encrypt-data: ${await encrypt.text()}`).toBe(true);
  const metadata = await request.post('/csi-p/api-sandbox/file/file-metadata', {
    headers,
    multipart: { filePart: { name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: TINY_JPEG } },
  });
  expect(metadata.ok(), `file-metadata: ${await metadata.text()}`).toBe(true);
}

/** Signs the administrator in through the API and returns the token. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/usfw/auth/login', { data: { username: ADMIN.email, password: ADMIN.password } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { data: { jwt: string } }).data.jwt;
}

/** The level-1 heading of the routed page. */
const heading = (page: Page, name: string | RegExp) => page.locator('main').getByRole('heading', { level: 1, name });

test('defect 8: the analytics table fits its card at 1366 px with whole timestamps, and scrolls inside it at 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'layout8');
  await makeUsage(request, user);
  await page.setViewportSize(DESKTOP);
  await signInWithToken(page, user.token, '/ac/analytics');
  await expect(heading(page, 'Analytics')).toBeVisible();
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
  await expect(heading(page, 'Analytics')).toBeInViewport();
  await expectNoSidewaysScroll(page, 'the page itself does not scroll sideways at 390 px');
  const phoneCard = await box(region);
  expect(phoneCard.x + phoneCard.width, 'the table card fits the phone').toBeLessThanOrEqual(PHONE.width);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth), 'the table scrolls inside its card').toBe(
    true,
  );
  await axeScan(page, 'analytics-390');
  await shot(page, 'analytics-390');
});

test('defect 9: at 390 px the account area shows a top bar with a menu button, content first', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'layout9');
  await page.setViewportSize(PHONE);

  /** The area's bar is a compact top bar: brand and Menu button, no entry shown, the page heading above the fold. */
  const checkTopBar = async (title: string | RegExp) => {
    const nav = page.getByRole('navigation', { name: 'CSI menu' });
    await expect(heading(page, title)).toBeInViewport();
    const bar = await box(nav);
    expect(bar.height, 'the bar is one compact row').toBeLessThanOrEqual(72);
    await expect(nav.getByRole('link', { name: 'CSI', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeHidden();
    const headingBox = await box(heading(page, title));
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

test('defects 8 and 9: every account and admin screen fits 390 px under its top bar, and 1366 px beside its side bar with whole tables', async ({
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

test('defect 12: footer links are styled, not default underlined blue', async ({ page }) => {
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

test("defect 12: the account side bar's background reaches the footer on a short page", async ({ page, request }) => {
  const user = await registerUser(request, 'layout12bar');
  await page.setViewportSize(DESKTOP);
  await signInWithToken(page, user.token, '/ac/files');
  await expect(heading(page, 'Files')).toBeVisible();
  const bar = await box(page.getByRole('navigation', { name: 'CSI menu' }));
  const footer = await box(page.getByRole('contentinfo'));
  expect(Math.abs(bar.y + bar.height - footer.y), 'the bar ends where the footer starts').toBeLessThanOrEqual(1);
});

test('defect 12: the APIs grid at 1366 px fills its row, no empty quarter', async ({ page, request }) => {
  const user = await registerUser(request, 'layout12apis');
  await page.setViewportSize(DESKTOP);
  await signInWithToken(page, user.token, '/ac/apis');
  await expect(heading(page, 'APIs')).toBeVisible();
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

test('defect 12: the founder page has no empty third column and its heading lines up with the cards', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/csi-team/founder');
  const title = heading(page, 'About the Founder');
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

test('defect 12: the community page after the launch date shows a launched state, not a countdown of zeros', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/community');
  await expect(heading(page, 'About Our Community')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await expect(page.getByText('Our community launches in September.', { exact: false })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByText('The countdown ended on 20 September 2025: our community has launched.')).toBeVisible();
  await axeScan(page, 'community');
  await shot(page, 'community-1366');
});

test('defect 12: a service has the same pie colour on the dashboard and on analytics', async ({ page, request }) => {
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
  await expect(heading(page, 'Dashboard')).toBeVisible();
  const onDashboard = await swatches();
  expect(onDashboard.data).not.toBe(onDashboard.metadata);
  await axeScan(page, 'dashboard-1366');
  await shot(page, 'pie-dashboard-1366');
  await page.goto('/ac/analytics');
  await expect(heading(page, 'Analytics')).toBeVisible();
  expect(await swatches()).toEqual(onDashboard);
  await shot(page, 'pie-analytics-1366');
});

test("defect 12: 'clear Response' sits in one place in every lab: at the right of the Response title, above the output", async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'layout12lab');
  await page.setViewportSize(DESKTOP);
  const check = async () => {
    const response = page.getByRole('region', { name: 'Response' });
    const clear = response.getByRole('button', { name: 'clear Response' });
    const output = response.getByRole('status');
    const clearBox = await box(clear);
    const outputBox = await box(output);
    expect(clearBox.y + clearBox.height, 'the button is above the output').toBeLessThanOrEqual(outputBox.y);
    expect(
      Math.abs(clearBox.x + clearBox.width - (outputBox.x + outputBox.width)),
      'the button ends at the right edge of the output',
    ).toBeLessThanOrEqual(1);
  };
  await signInWithToken(page, user.token, '/ac/apis/api-lab/csi-meta-001');
  await expect(page.getByText('File Metadata Viewer', { exact: true })).toBeVisible();
  await check();
  await page.goto('/ac/apis/s/api-lab/pdf-security');
  await expect(page.getByRole('button', { name: 'Encrypt' })).toBeVisible();
  await check();
  await axeScan(page, 'pdf-lab-1366');
  await shot(page, 'pdf-lab-1366');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await axeScan(page, 'pdf-lab-390');
  await shot(page, 'pdf-lab-390');
});

test('defect 13: the files page says honestly what it will list instead of a spinner placeholder', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'layout13');
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await signInWithToken(page, user.token, '/ac/files');
    await expect(heading(page, 'Files')).toBeVisible();
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
