import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { BEHIND_TEST_PROXY, startTestServer, type TestServer } from '../../testing/startTestServer';
import { AUTH_REPLIES } from './messages';

const registerBody = (email: string, password = 'a-good-password-1') => ({
  username: '',
  email,
  password,
  fullName: '',
  country: 'Kenya',
  address: 'Not provided',
});

describe('accounts and authentication', () => {
  let server: TestServer;
  /** Calls from a given client IP: the test client plays the proxy at 127.0.0.1 (BEHIND_TEST_PROXY). */
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const login = (username: string, password: string, ip = '10.0.0.1') =>
    callApi<{ jwt: string }>(server.url, 'POST', 'usfw/auth/login', {
      body: { username, password },
      headers: from(ip),
    });
  const requestCode = (email: string, ip = '10.5.0.1') =>
    callApi(server.url, 'PUT', 'usfw/auth/account-activate-recover/', { body: { email }, headers: from(ip) });
  const submitCode = (email: string, activationCode: string, ip = '10.5.0.1') =>
    callApi<{ jwt: string }>(server.url, 'POST', 'usfw/auth/activate-account/', {
      body: { email, activationCode },
      headers: from(ip),
    });
  const lastCode = async (to: string) => {
    const mail = (await server.readOutbox()).filter((m) => m.to === to).at(-1);
    return /\b(\d{8})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  };

  beforeAll(async () => {
    server = await startTestServer(BEHIND_TEST_PROXY);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('registration', () => {
    it.each([
      ['', 'a-good-password-1', 'Email is required.'],
      ['not-an-email', 'a-good-password-1', 'Invalid email format.'],
      ['a b@example.com', 'a-good-password-1', 'Invalid email format.'],
      ['amina@example.com', '   ', 'Password is required.'],
      ['amina@example.com', 'short7!', 'Password must be at least 8 characters long.'],
    ])('refuses email %j with password %j: %s', async (email, password, msg) => {
      const reply = await callApi(server.url, 'POST', 'usfw/auth/register', { body: registerBody(email, password) });
      expect(reply).toMatchObject({ status: 400, body: { msg } });
    });

    it('creates the account with defaults from the e-mail, a wallet and a user token', async () => {
      const reply = await callApi<{ jwt: string }>(server.url, 'POST', 'usfw/auth/register', {
        body: registerBody('  Amina.Njeri@Example.com '),
      });
      expect(reply.status).toBe(201);
      expect(reply.body.msg).toBe(AUTH_REPLIES.registered);
      const profile = await callApi<Record<string, unknown>>(server.url, 'GET', 'usfw/my-profile/', {
        token: reply.body.data.jwt,
      });
      expect(profile.body.data).toMatchObject({
        email: 'amina.njeri@example.com',
        username: 'amina.njeri',
        fullName: 'amina njeri',
        country: 'Kenya',
        emailVerified: false,
        apiKey: expect.stringMatching(/^csi_[0-9a-f]{48}$/),
        apiUsername: expect.stringMatching(/^csi-aminanjeri-[0-9a-f]{4}$/),
      });
      const user = await server.app.db
        .selectFrom('users')
        .select(['id', 'passwordHash'])
        .where('email', '=', 'amina.njeri@example.com')
        .executeTakeFirstOrThrow();
      expect(user.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[^$]{24}\$[^$]{88}$/);
      const wallet = await server.app.db
        .selectFrom('wallets')
        .selectAll()
        .where('userId', '=', Number(user.id))
        .executeTakeFirstOrThrow();
      expect(wallet).toMatchObject({ creditPoints: '200', freeCoinsMicro: '500000', balanceMicro: '0' });
    });

    it.each([
      // [label, e-mail, username sent, fullName sent, username stored, fullName stored]
      ['a dotted name with digits', 'kip.rono99@example.com', 'kip.rono99', 'kip.rono99', 'kip.rono99', 'kip rono'],
      [
        'a 120-letter name with control and invisible characters',
        `${'w'.repeat(120)}@example.com`,
        `\u202e${'w'.repeat(120)}\u0007`,
        `${'w'.repeat(60)}\u200b\t${'w'.repeat(60)}`,
        'w'.repeat(50),
        `${'w'.repeat(60)} ${'w'.repeat(39)}`,
      ],
      ['digits only', '12345@example.com', '12345', '12345', '12345', ''],
      ['a single letter', 'a@example.com', 'a', 'a', 'a_example.com', ''],
      ['a tagged address', 'amina+csi@example.com', 'amina+csi', 'amina+csi', 'amina_csi', 'amina csi'],
      ['markup', 'x@example.com', '<img src=x onerror=alert(1)>', 'x', '_img_src_x_onerror_alert_1_', ''],
    ])(
      'stores %s as names the profile update accepts',
      async (_label, email, username, fullName, storedUsername, storedFullName) => {
        const reply = await callApi<{ jwt: string }>(server.url, 'POST', 'usfw/auth/register', {
          body: { ...registerBody(email), username, fullName },
        });
        expect(reply.status).toBe(201);
        const token = reply.body.data.jwt;
        const profile = await callApi<{ username: string; fullName: string }>(server.url, 'GET', 'usfw/my-profile/', {
          token,
        });
        expect(profile.body.data).toMatchObject({ username: storedUsername, fullName: storedFullName });
        // Saving the settings form with the stored names: accepted, or (no usable name in the
        // e-mail) asking for the full name, never refusing the username the user did not choose.
        const update = await callApi(server.url, 'PUT', 'usfw/update/profile-basic-d', {
          token,
          body: { ...profile.body.data, gender: '', dateOfBirth: '', phoneNumber: '' },
        });
        expect(update).toMatchObject(
          storedFullName ? { status: 200 } : { status: 400, body: { msg: 'Name is required.' } },
        );
      },
    );

    it('refuses a second account with the same e-mail in any letter case', async () => {
      const reply = await callApi(server.url, 'POST', 'usfw/auth/register', {
        body: registerBody('AMINA.NJERI@example.com'),
      });
      expect(reply).toMatchObject({ status: 409, body: { msg: AUTH_REPLIES.duplicateEmail } });
    });
  });

  describe('login', () => {
    beforeAll(async () => {
      await signUp(server.url, 'baraka@example.com', 'baraka-password-1');
    });

    it('answers a token for the right password and records the sign-in', async () => {
      const reply = await login('Baraka@example.com', 'baraka-password-1');
      expect(reply).toMatchObject({
        status: 200,
        body: { msg: AUTH_REPLIES.loggedIn, data: { jwt: expect.any(String) } },
      });
      const user = await server.app.db
        .selectFrom('users')
        .select(['lastLogin', 'lastLogInIp'])
        .where('email', '=', 'baraka@example.com')
        .executeTakeFirstOrThrow();
      expect(user.lastLogin).not.toBeNull();
      expect(user.lastLogInIp).toBe('10.0.0.1');
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const wrong = await login('baraka@example.com', 'not-the-password', '10.0.0.2');
      const unknown = await login('nobody@example.com', 'not-the-password', '10.0.0.2');
      expect(wrong).toMatchObject({ status: 401, body: { msg: AUTH_REPLIES.badCredentials } });
      expect(unknown).toMatchObject({ status: 401, body: { msg: AUTH_REPLIES.badCredentials } });
    });

    it('locks an account for one address for 15 minutes after 5 failures from it, even for the right password', async () => {
      await signUp(server.url, 'chebet@example.com', 'chebet-password-1');
      for (let i = 0; i < 5; i += 1) {
        expect((await login('chebet@example.com', `wrong-${i}-password`, '10.1.0.1')).status).toBe(401);
      }
      const locked = await login('chebet@example.com', 'chebet-password-1', '10.1.0.1');
      expect(locked).toMatchObject({
        status: 429,
        body: { msg: 'Too many failed login attempts. Try again in 15 minutes.' },
      });
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);
      expect((await login('baraka@example.com', 'baraka-password-1', '10.1.0.1')).status).toBe(200);
    });

    it("never locks the owner out from another address through someone else's failures", async () => {
      await signUp(server.url, 'wanjiku@example.com', 'wanjiku-password-1');
      for (let i = 0; i < 10; i += 1) {
        expect((await login('wanjiku@example.com', `wrong-${i}-password`, `10.4.0.${i % 2}`)).status).toBe(401);
      }
      expect((await login('wanjiku@example.com', 'wanjiku-password-1', '10.4.0.0')).status).toBe(429);
      expect((await login('wanjiku@example.com', 'wanjiku-password-1', '10.4.1.7')).status).toBe(200);
    });

    it('locks an IP after 20 failures across accounts; other IPs still sign in', async () => {
      for (let i = 0; i < 20; i += 1) {
        expect((await login(`spray-${i}@example.com`, 'guess-password', '10.2.0.1')).status).toBe(401);
      }
      expect((await login('baraka@example.com', 'baraka-password-1', '10.2.0.1')).status).toBe(429);
      expect((await login('baraka@example.com', 'baraka-password-1', '10.2.0.2')).status).toBe(200);
    });

    it('signs in many accounts at the same moment from one address (an office behind one NAT)', async () => {
      const emails = ['office-1', 'office-2', 'office-3', 'office-4', 'office-5', 'office-6'].map(
        (name) => `${name}@example.com`,
      );
      for (const email of emails) await signUp(server.url, email, 'office-password-1');
      const replies = await Promise.all(emails.map((email) => login(email, 'office-password-1', '10.3.0.1')));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200]);
    });

    it('refuses a suspended account with a message to contact support', async () => {
      const { id } = await signUp(server.url, 'dalmas@example.com', 'dalmas-password-1');
      const admin = await server.adminToken();
      expect(
        (await callApi(server.url, 'GET', `usfw/a/manage-activation/${id}/deactivate`, { token: admin })).status,
      ).toBe(200);
      const reply = await login('dalmas@example.com', 'dalmas-password-1', '10.3.0.1');
      expect(reply).toMatchObject({ status: 403, body: { msg: 'Account is suspended. Please contact support.' } });
    });
  });

  describe('registration throttle', () => {
    let strict: TestServer;
    beforeAll(async () => {
      strict = await startTestServer({ registrationsPerHour: 10 });
    });
    afterAll(async () => {
      await strict.close();
    });

    it('accepts 10 registrations an hour from one address, then answers 429 with Retry-After', async () => {
      const register = (email: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/usfw/auth/register',
          remoteAddress: '10.9.0.1',
          payload: { email, password: 'a-good-password-1', username: '', fullName: '', country: 'Kenya', address: '-' },
        });
      for (let i = 0; i < 10; i += 1) expect((await register(`farm-${i}@example.com`)).statusCode).toBe(201);
      const refused = await register('farm-10@example.com');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        msg: 'Too many accounts were registered from your address. Try again in 60 minutes.',
        requestId: expect.any(String),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      const elsewhere = await strict.app.inject({
        method: 'POST',
        url: '/usfw/auth/register',
        remoteAddress: '10.9.0.2',
        payload: {
          email: 'home@example.com',
          password: 'a-good-password-1',
          username: '',
          fullName: '',
          country: 'Kenya',
          address: '-',
        },
      });
      expect(elsewhere.statusCode).toBe(201);
    });
  });

  describe('one-time codes', () => {
    beforeAll(async () => {
      await signUp(server.url, 'esther@example.com', 'esther-password-1');
    });

    it('answers an unknown e-mail like a known one without sending anything', async () => {
      const before = (await server.readOutbox()).length;
      expect(await requestCode('ghost@example.com')).toMatchObject({
        status: 200,
        body: { msg: AUTH_REPLIES.codeSent },
      });
      expect(await server.readOutbox()).toHaveLength(before);
      expect(await requestCode('ghost')).toMatchObject({ status: 400, body: { msg: 'Invalid email format.' } });
    });

    it('answers before the code is looked up or mailed, so known and unknown e-mails take the same path', async () => {
      let release = () => undefined as void;
      const send = server.app.mailer.send;
      const held = vi
        .spyOn(server.app.mailer, 'send')
        .mockImplementation(
          (mail) => new Promise((resolve) => (release = () => resolve(send.call(server.app.mailer, mail)))),
        );
      try {
        expect(await requestCode('esther@example.com')).toMatchObject({
          status: 200,
          body: { msg: AUTH_REPLIES.codeSent },
        });
        await vi.waitFor(() => expect(held).toHaveBeenCalledTimes(1));
        release();
      } finally {
        held.mockRestore();
      }
      expect(await lastCode('esther@example.com')).toMatch(/^\d{8}$/);
    });

    it('mails an 8-digit code that verifies the e-mail, signs in, and works once', async () => {
      expect(await requestCode('Esther@example.com')).toMatchObject({
        status: 200,
        body: { msg: AUTH_REPLIES.codeSent },
      });
      const code = await lastCode('esther@example.com');
      expect(code).toMatch(/^\d{8}$/);
      const wrongCode = code === '00000000' ? '11111111' : '00000000';
      expect(await submitCode('esther@example.com', wrongCode)).toMatchObject({
        status: 400,
        body: { msg: AUTH_REPLIES.badCode },
      });

      const accepted = await submitCode('esther@example.com', code);
      expect(accepted).toMatchObject({
        status: 200,
        body: { msg: AUTH_REPLIES.codeAccepted, data: { jwt: expect.any(String) } },
      });
      const profile = await callApi<{ emailVerified: boolean }>(server.url, 'GET', 'usfw/my-profile/', {
        token: accepted.body.data.jwt,
      });
      expect(profile.body.data.emailVerified).toBe(true);
      expect(await submitCode('esther@example.com', code)).toMatchObject({
        status: 400,
        body: { msg: AUTH_REPLIES.badCode },
      });
    });

    it('refuses a code after its 10 minutes', async () => {
      expect((await requestCode('esther@example.com')).status).toBe(200);
      const code = await lastCode('esther@example.com');
      await server.app.db
        .updateTable('oneTimeCodes')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where('email', '=', 'esther@example.com')
        .where('usedAt', 'is', null)
        .execute();
      expect(await submitCode('esther@example.com', code)).toMatchObject({
        status: 400,
        body: { msg: AUTH_REPLIES.badCode },
      });
    });

    it('refuses the right code after 5 wrong tries; a new code works again', async () => {
      await signUp(server.url, 'imani@example.com');
      expect((await requestCode('imani@example.com')).status).toBe(200);
      const code = await lastCode('imani@example.com');
      const wrong = String((Number(code) + 1) % 100_000_000).padStart(8, '0');
      for (let i = 0; i < 5; i += 1) {
        expect(await submitCode('imani@example.com', wrong)).toMatchObject({
          status: 400,
          body: { msg: AUTH_REPLIES.badCode },
        });
      }
      expect(await submitCode('imani@example.com', code)).toMatchObject({
        status: 429,
        body: { msg: AUTH_REPLIES.tooManyCodeTries },
      });

      expect((await requestCode('imani@example.com')).status).toBe(200);
      const fresh = await lastCode('imani@example.com');
      expect((await submitCode('imani@example.com', fresh)).status).toBe(200);
    });

    it('keeps a pending code valid when a new one is requested; using one voids the others', async () => {
      await signUp(server.url, 'nuru@example.com');
      expect((await requestCode('nuru@example.com')).status).toBe(200);
      const first = await lastCode('nuru@example.com');
      expect((await requestCode('nuru@example.com', '10.5.0.2')).status).toBe(200);
      const second = await lastCode('nuru@example.com');
      expect(second).toMatch(/^\d{8}$/);
      expect(second).not.toBe(first); // fails once in 10^8 draws (same code)
      expect((await submitCode('nuru@example.com', first)).status).toBe(200);
      expect(await submitCode('nuru@example.com', second)).toMatchObject({
        status: 400,
        body: { msg: 'Invalid or expired code.' },
      });
    });

    it('refuses a suspended account without using the code or verifying the e-mail', async () => {
      const { id } = await signUp(server.url, 'halima@example.com');
      const admin = await server.adminToken();
      const manage = (action: string) =>
        callApi(server.url, 'GET', `usfw/a/manage-activation/${id}/${action}`, { token: admin });
      expect((await manage('deactivate')).status).toBe(200);
      expect((await requestCode('halima@example.com')).status).toBe(200);
      const code = await lastCode('halima@example.com');
      const state = async () => ({
        user: await server.app.db
          .selectFrom('users')
          .select(['emailVerified', 'lastLogin'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
        codes: await server.app.db
          .selectFrom('oneTimeCodes')
          .select('usedAt')
          .where('email', '=', 'halima@example.com')
          .execute(),
      });
      const before = await state();
      expect(before.user.emailVerified).toBe(false);
      expect(before.codes).toEqual([{ usedAt: null }]);

      expect(await submitCode('halima@example.com', code)).toMatchObject({
        status: 403,
        body: { msg: AUTH_REPLIES.suspended },
      });
      expect(await state()).toEqual(before);

      expect((await manage('activate')).status).toBe(200);
      expect((await submitCode('halima@example.com', code)).status).toBe(200);
      expect((await state()).user.emailVerified).toBe(true);
    });

    it('keeps at most 3 live codes per account: further requests answer the same and mail nothing', async () => {
      await signUp(server.url, 'otieno@example.com');
      for (let i = 0; i < 5; i += 1) {
        expect(await requestCode('otieno@example.com', `10.5.1.${i}`)).toMatchObject({
          status: 200,
          body: { msg: 'A one-time code has been sent to your email.' },
        });
      }
      expect((await server.readOutbox()).filter((m) => m.to === 'otieno@example.com')).toHaveLength(3);
    });
  });

  describe('logout', () => {
    it('revokes the token at once', async () => {
      const { token } = await signUp(server.url, 'fatuma@example.com');
      expect((await callApi(server.url, 'GET', 'usfw/my-profile/', { token })).status).toBe(200);
      expect(await callApi(server.url, 'POST', 'api/logout', { token })).toMatchObject({
        status: 200,
        body: { msg: AUTH_REPLIES.loggedOut },
      });
      expect(await callApi(server.url, 'GET', 'usfw/my-profile/', { token })).toMatchObject({
        status: 401,
        body: { msg: AUTH_MESSAGES.revoked },
      });
      expect((await callApi(server.url, 'POST', 'api/logout', { token })).status).toBe(401);
    });
  });
});
