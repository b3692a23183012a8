import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

describe('tokens after a password change', () => {
  let server: TestServer;
  const profile = (token: string) => callApi(server.url, 'GET', 'usfw/my-profile/', { token });
  const login = async (email: string, password: string) =>
    (await callApi<{ jwt: string }>(server.url, 'POST', 'usfw/auth/login', { body: { username: email, password } }))
      .body.data.jwt;
  const changePassword = (token: string, currentPassword: string, newPassword: string) =>
    callApi(server.url, 'PUT', 'usfw/change-my-password/', { token, body: { currentPassword, newPassword } });
  const outdated = { status: 401, body: { msg: AUTH_MESSAGES.outdated } };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => server.close());

  it('refuses every older token of the account, keeps the session that changed it, and accepts new sign-ins', async () => {
    const current = (await signUp(server.url, 'wanjiru@example.com', 'wanjiru-password-1')).token;
    const otherDevice = await login('wanjiru@example.com', 'wanjiru-password-1');
    const bystander = (await signUp(server.url, 'otieno@example.com', 'otieno-password-1')).token;
    expect((await profile(otherDevice)).status).toBe(200);

    expect(await changePassword(current, 'wanjiru-password-1', 'wanjiru-password-2')).toMatchObject({
      status: 200,
      body: { msg: 'Password changed.', data: null },
    });

    expect(await profile(otherDevice)).toMatchObject(outdated);
    expect(await changePassword(otherDevice, 'wanjiru-password-2', 'stolen-password-9')).toMatchObject(outdated);
    expect((await profile(current)).status).toBe(200);
    expect((await profile(bystander)).status).toBe(200);
    const fresh = await login('wanjiru@example.com', 'wanjiru-password-2');
    expect((await profile(fresh)).status).toBe(200);

    // A second change from the new session cuts off the session kept by the first change.
    expect((await changePassword(fresh, 'wanjiru-password-2', 'wanjiru-password-3')).status).toBe(200);
    expect(await profile(current)).toMatchObject(outdated);
    expect((await profile(fresh)).status).toBe(200);
  });

  it('tells apart tokens issued in the same second as the change, by the millisecond', async () => {
    const start = Date.UTC(2030, 0, 1, 12, 0, 0, 100);
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const { token: current, id } = await signUp(server.url, 'akinyi@example.com', 'akinyi-password-1');
    // Signed directly: a sign-in and the change's password check in one frozen millisecond would meet the login
    // throttle's 1 ms lock probe, which only expires as time moves.
    const sameMillisecond = await server.app.tokens.sign({ id, role: 'user', email: 'akinyi@example.com' });
    expect((await changePassword(current, 'akinyi-password-1', 'akinyi-password-2')).status).toBe(200);
    vi.setSystemTime(start + 1);
    const nextMillisecond = await login('akinyi@example.com', 'akinyi-password-2');

    expect(await profile(sameMillisecond)).toMatchObject(outdated);
    expect((await profile(nextMillisecond)).status).toBe(200);
    expect((await profile(current)).status).toBe(200);
  });

  it('judges a token without a millisecond issue time by its second, refusing the second of the change', async () => {
    const start = Date.UTC(2031, 0, 1, 12, 0, 0, 900);
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const { token, id } = await signUp(server.url, 'chebet@example.com', 'chebet-password-1');
    expect((await changePassword(token, 'chebet-password-1', 'chebet-password-2')).status).toBe(200);
    const secret = new TextEncoder().encode(server.app.config.jwtSecret);
    const secondsOnly = (iat: number) =>
      new SignJWT({ roles: ['user'], email: 'chebet@example.com' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(id))
        .setJti(`seconds-only-${iat}`)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 3600)
        .sign(secret);
    const second = Math.floor(start / 1000);

    expect(await profile(await secondsOnly(second))).toMatchObject(outdated);
    vi.setSystemTime((second + 1) * 1000);
    expect((await profile(await secondsOnly(second + 1))).status).toBe(200);
  });
});
