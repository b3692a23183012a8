import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { enrolTotp } from '../../testing/enrolTotp';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../testing/startTestServer';
import { DEFAULT_ADMIN_EMAIL, seedAdmin } from '../seed/seedAdmin';

/** Every route that needs a token: method, path, a valid body, and whether it is admin-only. */
const ROUTES: [string, string, unknown, boolean][] = [
  ['GET', 'usfw/my-profile/', undefined, false],
  [
    'PUT',
    'usfw/update/profile-basic-d',
    { username: 'ab', gender: '', dateOfBirth: '', phoneNumber: '', fullName: 'Ab Cd' },
    false,
  ],
  ['PUT', 'usfw/update/profile-picture', { img: 'https://example.com/a.png' }, false],
  [
    'PUT',
    'usfw/change-my-password/',
    { currentPassword: 'a-good-password-1', newPassword: 'another-password-9' },
    false,
  ],
  ['GET', 'usfw/update/api-key', undefined, false],
  ['POST', 'usfw/update/api-key', { currentPassword: 'a-good-password-1' }, false],
  ['GET', 'usfw/update/api-key/update-usage', undefined, false],
  ['GET', 'usfw/change-my-social-code', undefined, false],
  ['POST', 'usfw/change-my-social-code', { currentPassword: 'a-good-password-1' }, false],
  ['POST', 'api/logout', undefined, false],
  ['POST', 'project/csi/hire-csi-developers', { fullName: 'Ab Cd' }, false],
  ['POST', 'images/upload', undefined, false],
  ['GET', 'usfw/a/get-all-users/', undefined, true],
  ['GET', 'usfw/a/manage-activation/1/deactivate', undefined, true],
  ['GET', 'articles/a/get-all-articles', undefined, true],
  [
    'POST',
    'articles/a/add-article',
    { title: 'x', summary: 'y', category: 'phishing', content: 'z', articleIsOnline: true },
    true,
  ],
  [
    'PUT',
    'articles/a/update-article/1',
    { title: 'x', summary: 'y', category: 'phishing', content: 'z', articleIsOnline: true },
    true,
  ],
  ['DELETE', 'articles/a/permanent-delete/x', undefined, true],
];

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('administration and the authorization matrix', () => {
  let server: TestServer;
  let admin: string;
  let user: { token: string; id: number };
  const bad: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.adminToken();
    user = await signUp(server.url, 'grace@example.com');
    const secret = new TextEncoder().encode(server.app.config.jwtSecret);
    const claims = { roles: ['admin'], email: 'grace@example.com' };
    bad.expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setJti('expired-jti')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const [header, payload, signature = ''] = user.token.split('.');
    bad.tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    bad.forgedRole = `${header}.${base64url({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), roles: ['admin'] })}.${signature}`;
    const exp = Math.floor(Date.now() / 1000) + 3600;
    bad.algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(user.id), roles: ['admin'], jti: 'none-jti', exp })}.`;
    const suspended = await signUp(server.url, 'hassan@example.com');
    await callApi(server.url, 'GET', `usfw/a/manage-activation/${suspended.id}/deactivate`, { token: admin });
    bad.suspended = suspended.token;
    bad.loggedOut = (await signUp(server.url, 'imani@example.com')).token;
    await callApi(server.url, 'POST', 'api/logout', { token: bad.loggedOut });
  });
  afterAll(async () => server.close());

  const cases: [string, number, string][] = [
    ['no token', 401, AUTH_MESSAGES.missing],
    ['expired', 401, AUTH_MESSAGES.invalid],
    ['tampered', 401, AUTH_MESSAGES.invalid],
    ['forgedRole', 401, AUTH_MESSAGES.invalid],
    ['algNone', 401, AUTH_MESSAGES.invalid],
    ['loggedOut', 401, AUTH_MESSAGES.revoked],
    ['suspended', 403, AUTH_MESSAGES.suspended],
  ];

  describe.each(ROUTES)('%s %s', (method, path, body) => {
    it.each(cases)('refuses %s', async (name, status, msg) => {
      const reply = await callApi(server.url, method, path, { token: bad[name], body });
      expect(reply).toMatchObject({ status, body: { msg } });
    });
  });

  it.each(ROUTES.filter(([, , , adminOnly]) => adminOnly))(
    '%s %s refuses a signed-in user without the admin role',
    async (method, path, body) => {
      const reply = await callApi(server.url, method, path, { token: user.token, body });
      expect(reply).toMatchObject({ status: 403, body: { msg: AUTH_MESSAGES.adminOnly } });
    },
  );

  it('changed nothing while refusing', async () => {
    const rows = await server.app.db
      .selectFrom('users')
      .select(['email', 'accSuspendedAdmin', 'apiKeyBlocked'])
      .orderBy('id')
      .execute();
    expect(rows.filter((r) => r.accSuspendedAdmin).map((r) => r.email)).toEqual(['hassan@example.com']);
    expect(rows.some((r) => r.apiKeyBlocked)).toBe(false);
    expect(await server.app.db.selectFrom('hireRequests').select('id').execute()).toEqual([]);
  });

  it('seeds the admin from the configuration', async () => {
    const payload = JSON.parse(Buffer.from(admin.split('.')[1] ?? '', 'base64url').toString()) as { roles: string[] };
    expect(payload.roles).toEqual(['admin']);
    const profile = await callApi<{ email: string; emailVerified: boolean }>(server.url, 'GET', 'usfw/my-profile/', {
      token: admin,
    });
    expect(profile.body.data).toMatchObject({ email: TEST_ADMIN.email, emailVerified: true });
  });

  it('lists every user with userId and the profile fields, never a password hash', async () => {
    const reply = await callApi<Record<string, unknown>[]>(server.url, 'GET', 'usfw/a/get-all-users/', {
      token: admin,
    });
    expect(reply.status).toBe(200);
    const grace = reply.body.data.find((u) => u.email === 'grace@example.com');
    expect(grace).toMatchObject({
      userId: user.id,
      username: 'grace',
      accSuspendedAdmin: false,
      apiKey: expect.any(String),
    });
    expect(Object.keys(grace ?? {}).sort()).toEqual(
      [
        'userId',
        'fullName',
        'username',
        'email',
        'address',
        'phoneNumber',
        'dateOfBirth',
        'gender',
        'country',
        'nationality',
        'accSuspendedUser',
        'accSuspendedAdmin',
        'emailVerified',
        'phoneVerified',
        'dateRegistered',
        'lastLogin',
        'accountExpiryDate',
        'lastLogInIp',
        'apiUsername',
        'apiKey',
        'apiKeyBlocked',
        'socialSecurityCode',
        'profilePicture',
      ].sort(),
    );
    expect(JSON.stringify(reply.body)).not.toContain('scrypt$');
  });

  it('deactivates an account (its earlier token stops working) and activates it again', async () => {
    const off = await callApi(server.url, 'GET', `usfw/a/manage-activation/${user.id}/deactivate`, { token: admin });
    expect(off).toMatchObject({ status: 200, body: { msg: 'Account deactivated.' } });
    expect(await callApi(server.url, 'GET', 'usfw/my-profile/', { token: user.token })).toMatchObject({
      status: 403,
      body: { msg: AUTH_MESSAGES.suspended },
    });
    const on = await callApi(server.url, 'GET', `usfw/a/manage-activation/${user.id}/activate`, { token: admin });
    expect(on).toMatchObject({ status: 200, body: { msg: 'Account activated.' } });
    expect((await callApi(server.url, 'GET', 'usfw/my-profile/', { token: user.token })).status).toBe(200);
  });

  it('refuses to deactivate oneself, an unknown user, and a bad action', async () => {
    const self = JSON.parse(Buffer.from(admin.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
    expect(
      await callApi(server.url, 'GET', `usfw/a/manage-activation/${self.sub}/deactivate`, { token: admin }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'You cannot deactivate your own account.' },
    });
    expect(
      await callApi(server.url, 'GET', 'usfw/a/manage-activation/999999/activate', { token: admin }),
    ).toMatchObject({
      status: 404,
      body: { msg: 'User not found.' },
    });
    expect(
      (await callApi(server.url, 'GET', `usfw/a/manage-activation/${user.id}/delete`, { token: admin })).status,
    ).toBe(400);
    expect((await callApi(server.url, 'GET', 'usfw/a/manage-activation/abc/activate', { token: admin })).status).toBe(
      400,
    );
  });

  it('without ADMIN_EMAIL/ADMIN_PASSWORD, creates admin@csi.local with a generated password printed once', async () => {
    const config = server.app.config;
    const saved = { adminEmail: config.adminEmail, adminPassword: config.adminPassword };
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await server.app.db.updateTable('users').set({ role: 'user' }).where('email', '=', TEST_ADMIN.email).execute();
      Object.assign(config, { adminEmail: undefined, adminPassword: undefined });
      await seedAdmin(server.app);
      await seedAdmin(server.app);
      expect(log).toHaveBeenCalledTimes(1);
      const password = /password (\S+) /.exec(String(log.mock.calls[0]?.[0]))?.[1] ?? '';
      const login = await callApi<{ jwt: string }>(server.url, 'POST', 'usfw/auth/login', {
        body: { username: DEFAULT_ADMIN_EMAIL, password },
      });
      expect(login.status).toBe(200);
      // The first administrator is asked to set up two-step sign-in before any admin call.
      expect(await callApi(server.url, 'GET', 'usfw/a/get-all-users/', { token: login.body.data.jwt })).toMatchObject({
        status: 403,
        body: { msg: AUTH_MESSAGES.adminNeedsSecondFactor },
      });
      const { jwt } = await enrolTotp(server.url, login.body.data.jwt);
      expect((await callApi(server.url, 'GET', 'usfw/a/get-all-users/', { token: jwt })).status).toBe(200);
    } finally {
      log.mockRestore();
      Object.assign(config, saved);
    }
  });
});
