import type { Page } from '@playwright/test';
import { callApi } from './support/callApi';
import { expect, test } from './support/journeyTest';
import { readOtp } from './support/readOtp';
import { registerUser } from './support/registerUser';
import { signInThroughForm } from './support/signInThroughForm';

/** Any JSON Web Token. */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** Everything page script can read of the session: both web storages and document.cookie. */
const readableByScript = (page: Page) =>
  page.evaluate(() => ({
    localStorage: JSON.stringify({ ...localStorage }),
    sessionStorage: JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
  }));

/** Checks that the signed-in page holds no token where script can read it, and that the browser keeps it HttpOnly. */
async function expectTokenOutOfScriptReach(page: Page): Promise<void> {
  const readable = await readableByScript(page);
  expect(readable.localStorage).not.toMatch(JWT);
  expect(readable.sessionStorage).not.toMatch(JWT);
  expect(readable.cookie).not.toMatch(JWT);
  expect(readable.cookie).toContain('csi_hint=');
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'csi_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(session?.value).toMatch(JWT);
}

/**
 * Serves `html` at `url` from "another site" (the route answers instead of a server) and opens it; its script
 * attacks the product at once.
 */
async function openAttackerPage(page: Page, url: string, html: string): Promise<void> {
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(url);
}

/** An attacker page that auto-submits a form to `target` (a POST, or a GET: a plain navigation). */
const autoSubmittingForm = (target: string, method: 'POST' | 'GET' = 'POST') =>
  `<!doctype html><html lang="en"><head><title>You won</title></head><body>` +
  `<form method="${method}" action="${target}"><input type="hidden" name="x" value="1"></form>` +
  `<script>document.forms[0].submit()</script></body></html>`;

test('the session is an HttpOnly cookie no page script can read, and other sites cannot use it', async ({
  page,
  request,
  baseURL,
  issues,
}) => {
  const user = await registerUser(request, 'cookie');
  const own = new URL(baseURL ?? '');
  const logoutUrl = new URL('/api/logout', own).href;
  const profile = page.getByRole('region', { name: 'Personal Details' });

  await test.step('signing in through the login form leaves no token readable by page script', async () => {
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/ac\/profile$/);
    await expect(profile).toContainText(user.email);
    await expectTokenOutOfScriptReach(page);
  });

  await test.step('signing in with a one-time code leaves no token readable either', async () => {
    await page.getByRole('button', { name: /Logout/ }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('csi_session');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login page has an Email field too: fill only once the forgot-password page has replaced it.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Please enter the one time code sent to your email')).toBeVisible();
    await page.getByLabel('One time code').fill(await readOtp(user.email, since));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/ac\/profile$/);
    await expect(profile).toContainText(user.email);
    await expectTokenOutOfScriptReach(page);
  });

  await test.step('a form another origin of the same site posts, with the cookie, is refused', async () => {
    // 127.0.0.1 on another port: a different origin but the same site, so the browser sends the Strict cookie.
    const sibling = new URL('/prize', `${own.protocol}//${own.hostname}:${Number(own.port) + 18}`).href;
    issues.expect(/^http: HTTP 403 POST \/api\/logout$/);
    const refused = page.waitForResponse((response) => response.url() === logoutUrl);
    await openAttackerPage(page, sibling, autoSubmittingForm(logoutUrl));
    const response = await refused;
    expect(await response.request().headerValue('cookie')).toContain('csi_session=');
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({
      msg: 'Cross-site request refused: sign in on this site, or send a Bearer token.',
    });
  });

  await test.step('a form from another site gets no cookie at all (SameSite=Strict) and is refused', async () => {
    const foreign = new URL('/prize', `${own.protocol}//localhost:${Number(own.port) + 18}`).href;
    issues.expect(/^http: HTTP 401 POST \/api\/logout$/);
    const refused = page.waitForResponse((response) => response.url() === logoutUrl);
    await openAttackerPage(page, foreign, autoSubmittingForm(logoutUrl));
    const response = await refused;
    expect((await response.request().headerValue('cookie')) ?? '').not.toContain('csi_session=');
    expect(response.status()).toBe(401);
  });

  await test.step('a same-site page sending the browser to a state-changing GET does not rotate the API key', async () => {
    const before = await callApi<{ apiKey: string }>(request, user.token, 'GET', '/usfw/my-profile/');
    const rotateUrl = new URL('/usfw/update/api-key', own).href;
    const sibling = new URL('/cat', `${own.protocol}//${own.hostname}:${Number(own.port) + 18}`).href;
    issues.expect(/^http: HTTP 403 GET \/usfw\/update\/api-key\?x=1$/);
    const refused = page.waitForResponse((response) => response.url().startsWith(rotateUrl));
    await openAttackerPage(page, sibling, autoSubmittingForm(rotateUrl, 'GET'));
    const response = await refused;
    expect(await response.request().headerValue('cookie')).toContain('csi_session=');
    expect(response.status()).toBe(403);
    const after = await callApi<{ apiKey: string }>(request, user.token, 'GET', '/usfw/my-profile/');
    expect(after.data.apiKey).toBe(before.data.apiKey);
  });

  await test.step('none of it changed anything: the session still works', async () => {
    await page.goto('/ac/profile');
    await expect(profile).toContainText(user.email);
    await expectTokenOutOfScriptReach(page);
  });
});
