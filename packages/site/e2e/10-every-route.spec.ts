import type { Page } from '@playwright/test';
import { adminToken } from './support/adminToken';
import { axeScan } from './support/axeScan';
import { callApi } from './support/callApi';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';

/** What a route must show once loaded: a level-1 heading with this text, or a dialog with this name. */
type Expectation = { heading: string | RegExp } | { dialog: string | RegExp };

/** One row of the route table as a visitor reaches it. */
interface Visit {
  /** The path to open. */
  path: string;
  /** Where the browser must end up (redirects), when not `path` itself. */
  lands?: RegExp;
  /** What the page must show. */
  shows: Expectation;
}

const GATE = 'We seems not to know you where would you like to go';
const NOT_FOUND: Expectation = { heading: 'PAGE NOT FOUND' };

/** Opens a route, checks where it lands and what it shows, then scans it with axe and keeps a screenshot. */
async function visit(page: Page, { path, lands, shows }: Visit): Promise<void> {
  await test.step(path, async () => {
    await page.goto(path);
    if (lands) await expect(page).toHaveURL(lands);
    const main = page.locator('main');
    if ('heading' in shows)
      await expect(main.getByRole('heading', { level: 1, name: shows.heading }).first()).toBeVisible();
    else await expect(page.getByRole('dialog', { name: shows.dialog })).toBeVisible();
    const name = path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
    await axeScan(page, name);
    await shot(page, name);
  });
}

test('a visitor opens every public route of the table', async ({ page, request, issues }) => {
  test.setTimeout(240_000);
  const articles = await request.get('/articles/p/get-all-articles');
  const [article] = ((await articles.json()) as { data: { title: string }[] }).data;
  expect(article, 'the seeded articles').toBeDefined();
  const slug = (article?.title ?? '').replace(/ /g, '-');
  // Provoked on purpose: unknown article and profile lookups answer 404, and the success page opened
  // without the provider's parameters logs the refused confirmation (SPEC section 8: only logged).
  issues.expect(/^http: HTTP 404 GET \/articles\/p\/get-article\/t\/no-such-article$/);
  // The not-found pages the server renders answer with a real 404 status, a missing article's and an
  // unknown profile's too.
  issues.expect(
    /^http: HTTP 404 GET \/(docs\/v1\/other|no\/such\/page|tech\/read\/no-such-article|hi-mask\/social-code\/NOSUCHCODE)$/,
  );
  issues.expect(/^http: HTTP 404 GET \/usfw\/p\/search-user\/NOSUCHCODE$/);
  issues.expect(/^http: HTTP 4\d\d GET \/payment_gtw\/paypal\/payment-success\?/);
  issues.expect(/^console: Payment confirmation failed:/);

  const visits: Visit[] = [
    { path: '/', shows: { heading: /./ } },
    { path: '/test-ui', shows: { heading: /./ } },
    { path: '/hire-developers', shows: { heading: 'HIRE OUR CYBERSECURITY DEVELOPERS' } },
    { path: '/auth/login', shows: { heading: /sign in/i } },
    { path: '/auth/register', shows: { heading: /sign up|register|create/i } },
    { path: '/auth/forgot-password', shows: { heading: /./ } },
    { path: '/auth/reset-password', shows: { heading: /./ } },
    { path: '/auth/sign-in', shows: { heading: /./ } },
    { path: '/auth/anything-else', lands: /\/auth\/login$/, shows: { heading: /sign in/i } },
    { path: '/tech/pub', shows: { heading: /./ } },
    { path: '/tech/security-tools', shows: { heading: 'Available Tools' } },
    { path: `/tech/read/${slug}`, shows: { heading: new RegExp(slug.replace(/-/g, '[ -]').slice(1), 'i') } },
    { path: '/tech/read/no-such-article', shows: { heading: 'Article not found' } },
    { path: '/open-source-projects', shows: { heading: /./ } },
    { path: '/community', shows: { heading: 'About Our Community' } },
    { path: '/contact-us', shows: { heading: /./ } },
    { path: '/about-us', shows: { heading: /./ } },
    { path: '/csi-team/founder', shows: { heading: 'About the Founder' } },
    { path: '/ac', shows: { dialog: GATE } },
    { path: '/ac/dashboard', shows: { dialog: GATE } },
    { path: '/ad', shows: { dialog: GATE } },
    { path: '/wallet/paymentsuccess', shows: { heading: 'Payment not confirmed' } },
    { path: '/hi-mask/social-code/NOSUCHCODE', shows: { heading: /./ } },
    { path: '/docs', lands: /\/docs\/g\/csi-apis$/, shows: { heading: /./ } },
    { path: '/docs/g/csi-apis', shows: { heading: /./ } },
    { path: '/docs/g/apis', shows: { heading: /./ } },
    { path: '/docs/g/cyber-tool/nmap', shows: { heading: /nmap/i } },
    { path: '/docs/g/cyber-tool/no-such-tool', shows: { heading: /not found/i } },
    { path: '/docs/v1/meta-data-viewer', shows: { heading: /./ } },
    { path: '/docs/v1/secure-data-cryp', shows: { heading: /./ } },
    { path: '/docs/v1/secure-docs/pdf', shows: { heading: /./ } },
    { path: '/docs/v1/other', shows: NOT_FOUND },
    { path: '/no/such/page', shows: NOT_FOUND },
  ];
  for (const v of visits) await visit(page, v);
});

test('a signed-in user opens every account route, and an administrator every admin route', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const user = await registerUser(request, 'routes');
  const apis = await request.get('/v1/apis/all-apis');
  const list = ((await apis.json()) as { data: { apiId: string; specialPlayground: string }[] }).data;
  const plain = list.find((api) => !api.specialPlayground || api.specialPlayground === '0');
  expect(plain, 'a seeded API with the generic lab').toBeDefined();
  const code = (
    await callApi<{ social_code: string }>(request, user.token, 'POST', '/usfw/change-my-social-code', {
      currentPassword: user.password,
    })
  ).data.social_code;

  await signInWithToken(page, user.token, '/ac');
  await expect(page).toHaveURL(/\/ac\/profile$/);
  const account: Visit[] = [
    { path: '/ac/profile', shows: { heading: /./ } },
    { path: '/ac/dashboard', shows: { heading: /./ } },
    { path: '/ac/settings', shows: { heading: /./ } },
    { path: '/ac/apis', shows: { heading: /./ } },
    { path: `/ac/apis/api-lab/${plain?.apiId ?? ''}`, shows: { heading: /./ } },
    { path: '/ac/analytics', shows: { heading: /./ } },
    { path: '/ac/apis/s/api-lab/pdf-security', shows: { heading: /./ } },
    { path: '/ac/files', shows: { heading: /./ } },
    { path: '/ac/no-such-child', shows: NOT_FOUND },
    { path: '/ad/dashboard', shows: { dialog: GATE } },
    { path: '/auth/login', shows: { dialog: 'You are already signed in. Where would you like to go?' } },
    { path: `/hi-mask/social-code/${code}`, shows: { heading: /./ } },
  ];
  for (const v of account) await visit(page, v);

  await signInWithToken(page, await adminToken(request), '/ad');
  const admin: Visit[] = [
    { path: '/ad', lands: /\/ad\/dashboard$/, shows: { heading: /./ } },
    { path: '/ad/manage/users', shows: { heading: /./ } },
    { path: '/ad/manage/article', shows: { heading: /./ } },
    { path: '/ad/manage/apis', shows: { heading: /./ } },
    { path: '/ad/no-such-child', shows: NOT_FOUND },
  ];
  for (const v of admin) await visit(page, v);
});
