import { test, type Page } from '@playwright/test';

/** The role and expiry a token carries (its payload, read without checking the signature: set-up only). */
function sessionOf(token: string): { role: string; exp: number } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    roles?: string[];
    exp?: number;
  };
  return { role: payload.roles?.[0] ?? '', exp: payload.exp ?? 0 };
}

/**
 * Signs the browser in with a token the way the site keeps its session: the server's HttpOnly, SameSite=Strict
 * `csi_session` cookie holding the token, and the `csi_hint` cookie with role and expiry; then opens `path`.
 */
export async function signInWithToken(page: Page, token: string, path: string): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('signInWithToken needs the baseURL of playwright.config.ts');
  const url = new URL('/', baseURL).href;
  const session = sessionOf(token);
  const common = { url, sameSite: 'Strict' as const, secure: false, expires: session.exp };
  await page.context().addCookies([
    { ...common, name: 'csi_session', value: token, httpOnly: true },
    { ...common, name: 'csi_hint', value: encodeURIComponent(JSON.stringify(session)), httpOnly: false },
  ]);
  await page.goto(path);
}
