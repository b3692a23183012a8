import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEHIND_TEST_PROXY, startTestServer, TEST_ADMIN, type TestServer } from '../testing/startTestServer';

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
const SITE = { 'x-csi-session': 'cookie' };
const CROSS_SITE = 'Cross-site request refused: sign in on this site, or send a Bearer token.';
const DAY_S = 86_400;

/** The Set-Cookie entry named `name` of an answer. */
const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

describe('the session cookie', () => {
  let server: TestServer;
  const inject = (options: InjectOptions) => server.app.inject(options);
  /** Signs the administrator in; `headers` choose the mode (and the scheme, through the trusted proxy). */
  const login = (headers: Record<string, string> = SITE) =>
    inject({
      method: 'POST',
      url: '/usfw/auth/login',
      headers,
      payload: { username: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
  /** A fresh cookie session of the administrator: the Cookie header to send back. */
  const cookieSession = async () => {
    const res = await login();
    return `csi_session=${cookieOf(res, 'csi_session')?.value ?? ''}`;
  };

  beforeAll(async () => {
    server = await startTestServer(BEHIND_TEST_PROXY);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('signing in', () => {
    it('in cookie mode sets an HttpOnly, SameSite=Strict session cookie and a readable hint, and answers no token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const res = await login();
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(JWT);
      const body = res.json<{ msg: string; data: { role: string; exp: number } }>();
      expect(body).toEqual({ msg: expect.any(String), data: { role: 'admin', exp: expect.any(Number) } });
      expect(body.data.exp - now).toBeGreaterThanOrEqual(DAY_S - 1);
      expect(body.data.exp - now).toBeLessThanOrEqual(DAY_S + 1);

      const session = cookieOf(res, 'csi_session');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(session?.value).toMatch(JWT);
      expect(session?.secure).toBeUndefined();
      expect(Math.abs((session?.maxAge ?? 0) - DAY_S)).toBeLessThanOrEqual(1);

      const hint = cookieOf(res, 'csi_hint');
      expect(hint).toMatchObject({ sameSite: 'Strict', path: '/' });
      expect(hint?.httpOnly).toBeUndefined();
      expect(hint?.value).not.toMatch(JWT);
      expect(JSON.parse(decodeURIComponent(hint?.value ?? ''))).toEqual(body.data);
    });

    it('marks both cookies Secure when the request came over HTTPS through the trusted proxy', async () => {
      const res = await login({ ...SITE, 'x-forwarded-proto': 'https' });
      expect(cookieOf(res, 'csi_session')?.secure).toBe(true);
      expect(cookieOf(res, 'csi_hint')?.secure).toBe(true);
    });

    it('without the opt-in answers data.jwt as the spec says and sets no cookie', async () => {
      const res = await login({});
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: { jwt: string } }>().data).toEqual({ jwt: expect.stringMatching(JWT) });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('in cookie mode sets the cookies on registration, the one-time code and the profile update', async () => {
      const email = 'cookie-mode@example.com';
      const register = await inject({
        method: 'POST',
        url: '/usfw/auth/register',
        headers: SITE,
        payload: { username: '', email, password: 'a-good-password-1', fullName: '', country: 'Kenya', address: 'x' },
      });
      expect(register.statusCode).toBe(201);
      expect(register.json()).toMatchObject({ data: { role: 'user' } });
      expect(register.body).not.toMatch(JWT);
      expect(cookieOf(register, 'csi_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

      await inject({ method: 'PUT', url: '/usfw/auth/account-activate-recover/', payload: { email } });
      const mail = (await server.readOutbox()).filter((m) => m.to === email).at(-1);
      const activationCode = /\b(\d{8})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      const otp = await inject({
        method: 'POST',
        url: '/usfw/auth/activate-account/',
        headers: SITE,
        payload: { email, activationCode },
      });
      expect(otp.statusCode).toBe(200);
      expect(otp.body).not.toMatch(JWT);
      const cookie = `csi_session=${cookieOf(otp, 'csi_session')?.value ?? ''}`;
      expect(cookie).toMatch(JWT);

      const update = await inject({
        method: 'PUT',
        url: '/usfw/update/profile-basic-d',
        headers: { ...SITE, cookie, 'sec-fetch-site': 'same-origin', origin: server.url },
        payload: { username: 'cookiemode', gender: '', dateOfBirth: '', phoneNumber: '', fullName: 'Cookie Mode' },
      });
      expect(update.statusCode).toBe(200);
      expect(update.json()).toEqual({ msg: 'Profile updated.', data: { role: 'user', exp: expect.any(Number) } });
      expect(cookieOf(update, 'csi_session')).toMatchObject({ httpOnly: true, value: expect.stringMatching(JWT) });
    });
  });

  it('on a server that does not trust a proxy, ignores X-Forwarded-Proto (no Secure over plain HTTP)', async () => {
    const direct = await startTestServer({ trustProxy: null });
    try {
      const res = await direct.app.inject({
        method: 'POST',
        url: '/usfw/auth/login',
        headers: { ...SITE, 'x-forwarded-proto': 'https' },
        payload: { username: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      expect(cookieOf(res, 'csi_session')?.secure).toBeUndefined();
    } finally {
      await direct.close();
    }
  });

  describe('authenticating by cookie', () => {
    it("accepts the site's own calls: same-origin fetch, own Origin (or null) and the opt-in header", async () => {
      const cookie = await cookieSession();
      for (const origin of [server.url, 'null']) {
        const res = await inject({
          url: '/usfw/my-profile',
          headers: { ...SITE, cookie, 'sec-fetch-site': 'same-origin', origin },
        });
        expect(res.statusCode).toBe(200);
      }
    });

    it('refuses a foreign Origin on a write, and the write does not happen', async () => {
      const cookie = await cookieSession();
      const res = await inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...SITE, cookie, origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ msg: CROSS_SITE });
      const still = await inject({ url: '/usfw/my-profile', headers: { ...SITE, cookie } });
      expect(still.statusCode).toBe(200);
    });

    it.each(['cross-site', 'same-site'])(
      'refuses Sec-Fetch-Site %s on a state-changing GET, and the API key is not rotated',
      async (site) => {
        const cookie = await cookieSession();
        const apiKey = async () =>
          (await inject({ url: '/usfw/my-profile', headers: { ...SITE, cookie } })).json<{ data: { apiKey: string } }>()
            .data.apiKey;
        const before = await apiKey();
        const res = await inject({
          url: '/usfw/update/api-key',
          headers: { ...SITE, cookie, 'sec-fetch-site': site },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ msg: CROSS_SITE });
        expect(await apiKey()).toBe(before);
      },
    );

    it('refuses a cookie POST with no Origin and no opt-in header (an old browser posting a form)', async () => {
      const cookie = await cookieSession();
      const res = await inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ msg: CROSS_SITE });
      const image = await inject({ url: '/usfw/update/api-key', headers: { cookie } });
      expect(image.statusCode).toBe(403);
    });

    it('refuses a bad cookie with 401 and clears both cookies', async () => {
      const res = await inject({ url: '/usfw/my-profile', headers: { ...SITE, cookie: 'csi_session=not-a-token' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ msg: 'Invalid or expired token.' });
      expect(cookieOf(res, 'csi_session')).toMatchObject({ value: '', maxAge: 0 });
      expect(cookieOf(res, 'csi_hint')).toMatchObject({ value: '', maxAge: 0 });
    });
  });

  it('logout revokes the cookie session and clears both cookies; the old cookie is then refused and cleared', async () => {
    const cookie = await cookieSession();
    const res = await inject({ method: 'POST', url: '/api/logout', headers: { ...SITE, cookie, origin: server.url } });
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, 'csi_session')).toMatchObject({ value: '', maxAge: 0, httpOnly: true, path: '/' });
    expect(cookieOf(res, 'csi_hint')).toMatchObject({ value: '', maxAge: 0, path: '/' });

    const again = await inject({ url: '/usfw/my-profile', headers: { ...SITE, cookie } });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ msg: 'Token has been revoked. Please log in again.' });
    expect(cookieOf(again, 'csi_session')).toMatchObject({ value: '', maxAge: 0 });
  });

  it('lets Bearer requests through whatever Origin and Sec-Fetch-Site say (no CSRF check), ahead of a cookie', async () => {
    const token = login({}).then((res) => res.json<{ data: { jwt: string } }>().data.jwt);
    const res = await inject({
      method: 'POST',
      url: '/usfw/update/api-key',
      payload: { currentPassword: TEST_ADMIN.password },
      headers: {
        authorization: `Bearer ${await token}`,
        cookie: 'csi_session=not-a-token',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
