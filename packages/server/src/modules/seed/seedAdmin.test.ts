import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { seedAdmin } from './seedAdmin';

const ADMIN_NEEDS_SECOND_FACTOR =
  'Administrators must use two-step sign-in. Turn it on in Settings, Two-step sign-in (POST /usfw/two-factor/totp), then sign in again with it.';

describe('seeding the first administrator over an existing account', () => {
  let server: TestServer;
  let saved: { adminEmail: string | undefined; adminPassword: string | undefined };
  const login = (username: string, password: string) =>
    callApi<{ jwt: string }>(server.url, 'POST', 'usfw/auth/login', { body: { username, password } });
  const role = async (email: string) =>
    (await server.app.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow()).role;
  /** No administrator left, and ADMIN_EMAIL / ADMIN_PASSWORD as given. */
  const withoutAdmin = async (adminEmail: string, adminPassword: string | undefined) => {
    await server.app.db.updateTable('users').set({ role: 'user' }).where('role', '=', 'admin').execute();
    Object.assign(server.app.config, { adminEmail, adminPassword });
  };

  beforeAll(async () => {
    server = await startTestServer();
    saved = { adminEmail: server.app.config.adminEmail, adminPassword: server.app.config.adminPassword };
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(server.app.config, saved);
  });
  afterAll(async () => server.close());

  it('refuses to promote a self-registered account without ADMIN_PASSWORD, changing nothing', async () => {
    await signUp(server.url, 'squatter@example.com', 'squatter-password-1');
    await withoutAdmin('Squatter@example.com', undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);

    await seedAdmin(server.app);

    expect(await role('squatter@example.com')).toBe('user');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe(
      "No administrator exists and squatter@example.com is an existing account: not promoting it without ADMIN_PASSWORD. Set ADMIN_PASSWORD (it becomes the account's password) or name a new e-mail in ADMIN_EMAIL, then restart.",
    );
    expect(log).not.toHaveBeenCalled();
    expect((await login('squatter@example.com', 'squatter-password-1')).status).toBe(200);
    const admins = await server.app.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toEqual([]);
  });

  it('with ADMIN_PASSWORD, promotes the account and replaces its password', async () => {
    await signUp(server.url, 'owner@example.com', 'owner-old-password-1');
    await withoutAdmin('owner@example.com', 'Owner-admin-password-9');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);

    await seedAdmin(server.app);

    expect(await role('owner@example.com')).toBe('admin');
    expect((await login('owner@example.com', 'owner-old-password-1')).status).toBe(401);
    const signedIn = await login('owner@example.com', 'Owner-admin-password-9');
    expect(signedIn.status).toBe(200);
    // An administrator: admin calls now ask for the second factor every administrator must set up.
    const users = await callApi(server.url, 'GET', 'usfw/a/get-all-users/', { token: signedIn.body.data.jwt });
    expect(users).toMatchObject({ status: 403, body: { msg: ADMIN_NEEDS_SECOND_FACTOR } });
  });

  it('refuses the tokens the promoted account held before, so none of them acts as an admin', async () => {
    const before = await signUp(server.url, 'promoted@example.com', 'promoted-old-password-1');
    await withoutAdmin('promoted@example.com', 'Promoted-admin-password-9');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);

    await seedAdmin(server.app);

    const outdated = { status: 401, body: { msg: AUTH_MESSAGES.outdated } };
    expect(await callApi(server.url, 'GET', 'usfw/a/get-all-users/', { token: before.token })).toMatchObject(outdated);
    expect(await callApi(server.url, 'GET', 'usfw/my-profile/', { token: before.token })).toMatchObject(outdated);
    const signedIn = await login('promoted@example.com', 'Promoted-admin-password-9');
    const users = await callApi(server.url, 'GET', 'usfw/a/get-all-users/', { token: signedIn.body.data.jwt });
    expect(users).toMatchObject({ status: 403, body: { msg: ADMIN_NEEDS_SECOND_FACTOR } });
  });
});
