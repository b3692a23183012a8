import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { nextTotpStep, totpCode } from './AuthenticatorApp';

/** The administrator the journeys' server creates on its first start (scripts/journeys-server.mjs). */
export const ADMIN = { email: 'admin@journeys.local', password: 'Journeys-admin-1' };

/**
 * Where the journeys keep the administrator's authenticator app (its secret and last used step), as a phone would:
 * beside the journeys server's DATA_DIR, which each run starts afresh, so the app and the account start together.
 */
function appFile(): string {
  const root = path.dirname(test.info().config.configFile ?? path.join(process.cwd(), 'playwright.config.ts'));
  return path.join(root, 'test-results/journeys-data/journeys-admin-totp.json');
}

type AdminApp = { secret: string; lastStep: number };

/** The administrator's authenticator app, once a journey set it up. */
const readApp = (): AdminApp | null =>
  existsSync(appFile()) ? (JSON.parse(readFileSync(appFile(), 'utf8')) as AdminApp) : null;

/** The administrator's next code the server accepts (AuthenticatorApp's rule, its last step kept in the file). */
export async function adminCode(): Promise<string> {
  const app = readApp();
  if (!app) throw new Error('the administrator has no authenticator app yet: call adminToken first');
  const step = await nextTotpStep(app.lastStep);
  writeFileSync(appFile(), JSON.stringify({ ...app, lastStep: step }));
  return totpCode(app.secret, step);
}

/**
 * Signs the administrator in through the API with two steps, as an administrator must, and returns the token: the
 * first call sets up the authenticator app (computing its code from the secret, as the phone would), later calls
 * answer the second step with the app's code.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/usfw/auth/login', { data: { username: ADMIN.email, password: ADMIN.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const first = ((await login.json()) as { data: { jwt?: string; secondStep?: { challenge: string } } }).data;
  if (first.secondStep) {
    const done = await request.post('/usfw/auth/second-step', {
      data: { challenge: first.secondStep.challenge, code: await adminCode() },
    });
    expect(done.ok(), await done.text()).toBe(true);
    return ((await done.json()) as { data: { jwt: string } }).data.jwt;
  }
  const headers = { authorization: `Bearer ${first.jwt ?? ''}` };
  const setup = await request.post('/usfw/two-factor/totp', { headers, data: {} });
  expect(setup.ok(), await setup.text()).toBe(true);
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  writeFileSync(appFile(), JSON.stringify({ secret, lastStep: 0 }));
  const confirm = await request.post('/usfw/two-factor/totp/confirm', { headers, data: { code: await adminCode() } });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  return ((await confirm.json()) as { data: { jwt: string } }).data.jwt;
}
