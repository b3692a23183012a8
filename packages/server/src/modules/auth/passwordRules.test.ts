import { validateNewPassword } from '@csi/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/hashPassword';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

describe('password rules at registration, change and sign-in', () => {
  let server: TestServer;
  const register = (email: string, password: string) =>
    callApi(server.url, 'POST', 'usfw/auth/register', {
      body: { email, password, username: '', fullName: '', country: 'Kenya', address: 'Not provided' },
    });
  const login = (email: string, password: string) =>
    callApi(server.url, 'POST', 'usfw/auth/login', { body: { username: email, password } });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it.each(['password', '12345678', 'Password1', 'iloveyou'])(
    'refuses the common or breached password %s at registration, with the reason',
    async (password) => {
      expect(await register(`common-${password.toLowerCase()}@example.com`, password)).toMatchObject({
        status: 400,
        body: { msg: TOO_COMMON },
      });
    },
  );

  it('refuses a common password at the password change, keeping the old one', async () => {
    const { token } = await signUp(server.url, 'baraka@example.com', 'baraka-password-1');
    for (const newPassword of ['password', '12345678']) {
      const reply = await callApi(server.url, 'PUT', 'usfw/change-my-password/', {
        token,
        body: { currentPassword: 'baraka-password-1', newPassword },
      });
      expect(reply).toMatchObject({ status: 400, body: { msg: TOO_COMMON } });
    }
    expect((await login('baraka@example.com', 'baraka-password-1')).status).toBe(200);
  });

  it('stores the password trimmed, as it was checked: what the user typed signs in, padded or not', async () => {
    expect((await register('padded@example.com', '  LongEnough1!  ')).status).toBe(201);
    expect((await login('padded@example.com', 'LongEnough1!')).status).toBe(200);
    expect((await login('padded@example.com', '  LongEnough1!  ')).status).toBe(200);
    expect((await login('padded@example.com', 'LongEnough1')).status).toBe(401);
  });

  it('trims the new password of a change the same way', async () => {
    const { token } = await signUp(server.url, 'padded-change@example.com', 'first-password-1');
    const reply = await callApi(server.url, 'PUT', 'usfw/change-my-password/', {
      token,
      body: { currentPassword: ' first-password-1 ', newPassword: ' Second-Password-2 ' },
    });
    expect(reply.status).toBe(200);
    expect((await login('padded-change@example.com', 'Second-Password-2')).status).toBe(200);
  });

  it('still signs in an account whose password was stored untrimmed before passwords were trimmed', async () => {
    await signUp(server.url, 'legacy@example.com', 'legacy-password-1');
    await server.app.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword(' legacy padded 1 ') })
      .where('email', '=', 'legacy@example.com')
      .execute();
    expect((await login('legacy@example.com', ' legacy padded 1 ')).status).toBe(200);
    expect((await login('legacy@example.com', 'legacy padded 1')).status).toBe(401);
  });

  it('agrees with the client validators on every rule', async () => {
    const samples = ['', '   ', 'short', ' 1234567 ', 'password', 'QWERTY123', 'trustno1', 'kitambaa-cha-bluu-42'];
    for (const [i, password] of samples.entries()) {
      const client = await validateNewPassword(password);
      const reply = await register(`agree-${i}@example.com`, password);
      expect({ password, msg: reply.status === 201 ? null : reply.body.msg }).toEqual({ password, msg: client });
    }
  });
});
