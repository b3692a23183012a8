import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { LOGIN_LIMITS } from '../auth/loginThrottle';

const NEEDS_CURRENT = 'Enter your current password to make this change.';
const WRONG_CURRENT = 'Your current password is not correct.';
const OUTDATED = 'Token was issued before a security change on the account. Please log in again.';

describe('sensitive changes (password, API key, social code)', () => {
  let server: TestServer;
  const profile = (token: string) =>
    callApi<{ apiKey: string; socialSecurityCode: string }>(server.url, 'GET', 'usfw/my-profile/', { token });
  const login = async (email: string, password: string) =>
    (await callApi<{ jwt: string }>(server.url, 'POST', 'usfw/auth/login', { body: { username: email, password } }))
      .body.data.jwt;
  const loginStatus = async (email: string, password: string) =>
    (await callApi(server.url, 'POST', 'usfw/auth/login', { body: { username: email, password } })).status;
  const changePassword = (token: string, body: object) =>
    callApi(server.url, 'PUT', 'usfw/change-my-password/', { token, body });
  const mailsTo = async (email: string) => (await server.readOutbox()).filter((mail) => mail.to === email);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  describe('the password change', () => {
    it('refuses a token without the current password, or with a wrong one, and changes nothing', async () => {
      const { token: stolen } = await signUp(server.url, 'nyokabi@example.com', 'nyokabi-password-1');
      expect(await changePassword(stolen, { newPassword: 'thief-password-9' })).toMatchObject({
        status: 400,
        body: { msg: NEEDS_CURRENT },
      });
      expect(
        await changePassword(stolen, { currentPassword: 'a-guess-123', newPassword: 'thief-password-9' }),
      ).toMatchObject({ status: 401, body: { msg: WRONG_CURRENT } });
      expect(await loginStatus('nyokabi@example.com', 'nyokabi-password-1')).toBe(200);
      expect(await loginStatus('nyokabi@example.com', 'thief-password-9')).toBe(401);
      expect(await mailsTo('nyokabi@example.com')).toEqual([]);
    });

    it("signs out the account's other sessions, keeps the changer's, and mails the owner", async () => {
      const { token: changer } = await signUp(server.url, 'kamau@example.com', 'kamau-password-1');
      const otherDevice = await login('kamau@example.com', 'kamau-password-1');
      const reply = await changePassword(changer, {
        currentPassword: 'kamau-password-1',
        newPassword: 'kamau-password-2',
      });
      expect(reply).toMatchObject({ status: 200, body: { msg: 'Password changed.' } });

      expect(await profile(otherDevice)).toMatchObject({ status: 401, body: { msg: OUTDATED } });
      expect((await profile(changer)).status).toBe(200);
      expect(await login('kamau@example.com', 'kamau-password-2')).toEqual(expect.any(String));

      const [mail, ...more] = await mailsTo('kamau@example.com');
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Your CSI password was changed');
      expect(mail?.text).toContain('The password of your CSI account (kamau@example.com) was changed on');
      expect(mail?.text).toMatch(/on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC from the address 127\.0\.0\.1\./);
      expect(mail?.text).toContain('If it was not you');
      expect(mail?.text).toContain('/auth/forgot-password');
    });

    it('counts wrong current passwords with failed logins, so the route cannot guess faster than the login', async () => {
      const { token } = await signUp(server.url, 'wekesa@example.com', 'wekesa-password-1');
      for (let i = 0; i < LOGIN_LIMITS.accountFromIp; i++) {
        const wrong = await changePassword(token, {
          currentPassword: `guess-${i}-password`,
          newPassword: 'x-password-9',
        });
        expect(wrong.status).toBe(401);
      }
      const locked = await changePassword(token, { currentPassword: 'wekesa-password-1', newPassword: 'x-password-9' });
      expect(locked.status).toBe(429);
    });

    it('lets a fresh one-time-code sign-in (recovery) set a new password without the current one, for 15 minutes', async () => {
      await signUp(server.url, 'auma@example.com', 'auma-forgotten-1');
      const recover = async () => {
        await callApi(server.url, 'PUT', 'usfw/auth/account-activate-recover/', {
          body: { email: 'auma@example.com' },
        });
        const code = /one-time code is (\w+)/.exec((await mailsTo('auma@example.com')).at(-1)?.text ?? '')?.[1];
        const reply = await callApi<{ jwt: string }>(server.url, 'POST', 'usfw/auth/activate-account/', {
          body: { email: 'auma@example.com', activationCode: code },
        });
        return reply.body.data.jwt;
      };
      const recovery = await recover();
      expect(await changePassword(recovery, { newPassword: 'auma-remembered-2' })).toMatchObject({ status: 200 });
      expect(await login('auma@example.com', 'auma-remembered-2')).toEqual(expect.any(String));

      const late = await recover();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 });
      try {
        expect(await changePassword(late, { newPassword: 'auma-remembered-3' })).toMatchObject({
          status: 400,
          body: { msg: NEEDS_CURRENT },
        });
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe.each([
    ['API key', 'usfw/update/api-key', 'apiKey'],
    ['social code', 'usfw/change-my-social-code', 'socialSecurityCode'],
  ] as const)('the %s change', (change, path, field) => {
    it('refuses without the current password (the GET, an empty body) or with a wrong one, and changes nothing', async () => {
      const email = `${field.toLowerCase()}-refused@example.com`;
      const { token } = await signUp(server.url, email, 'owner-password-1');
      const before = (await profile(token)).body.data[field];
      expect(await callApi(server.url, 'GET', path, { token })).toMatchObject({
        status: 400,
        body: { msg: NEEDS_CURRENT },
      });
      expect(await callApi(server.url, 'POST', path, { token, body: {} })).toMatchObject({
        status: 400,
        body: { msg: NEEDS_CURRENT },
      });
      expect(
        await callApi(server.url, 'POST', path, { token, body: { currentPassword: 'owner-password-2' } }),
      ).toMatchObject({ status: 401, body: { msg: WRONG_CURRENT } });
      expect((await profile(token)).body.data[field]).toBe(before);
      expect(await mailsTo(email)).toEqual([]);
    });

    it('with the current password: changes it, signs out the other sessions and mails the owner', async () => {
      const email = `${field.toLowerCase()}-changed@example.com`;
      const { token } = await signUp(server.url, email, 'owner-password-1');
      const otherDevice = await login(email, 'owner-password-1');
      const before = (await profile(token)).body.data[field];
      const reply = await callApi(server.url, 'POST', path, { token, body: { currentPassword: 'owner-password-1' } });
      expect(reply.status).toBe(200);

      expect((await profile(token)).body.data[field]).not.toBe(before);
      expect(await profile(otherDevice)).toMatchObject({ status: 401, body: { msg: OUTDATED } });
      const mails = await mailsTo(email);
      expect(mails.map((mail) => mail.subject)).toEqual([`Your CSI ${change} was changed`]);
      expect(mails[0]?.text).toContain(`The ${change} of your CSI account (${email}) was changed on`);
    });
  });
});
