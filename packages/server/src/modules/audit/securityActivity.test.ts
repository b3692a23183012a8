import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface Activity {
  at: string;
  kind: string;
  address: string | null;
  device: string | null;
  details: Record<string, unknown> | null;
}

describe('account activity and security notices', () => {
  let server: TestServer;
  const login = (email: string, password: string, userAgent = CHROME_ON_WINDOWS) =>
    callApi<{ jwt: string }>(server.url, 'POST', 'usfw/auth/login', {
      body: { username: email, password },
      headers: { 'user-agent': userAgent },
    });
  const activity = (token: string) => callApi<Activity[]>(server.url, 'GET', 'usfw/security-activity', { token });
  const mailsTo = async (email: string) => (await server.readOutbox()).filter((mail) => mail.to === email);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('shows the sign-ins and failures, password and API key changes and ended sessions, newest first, with address and device', async () => {
    const { token: first } = await signUp(server.url, 'halima@example.com', 'halima-password-1');
    expect((await login('halima@example.com', 'wrong-password-1')).status).toBe(401);
    // The failure is recorded after the answer.
    await server.app.backgroundTasks.idle();
    const token = (await login('halima@example.com', 'halima-password-1')).body.data.jwt;
    const sid = (JSON.parse(Buffer.from(first.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;
    expect((await callApi(server.url, 'DELETE', `usfw/sessions/${sid}`, { token })).status).toBe(200);
    const key = await callApi(server.url, 'POST', 'usfw/update/api-key', {
      token,
      body: { currentPassword: 'halima-password-1' },
    });
    expect(key.status).toBe(200);
    const password = await callApi(server.url, 'PUT', 'usfw/change-my-password', {
      token,
      body: { currentPassword: 'halima-password-1', newPassword: 'halima-password-2' },
    });
    expect(password.status).toBe(200);
    expect((await callApi(server.url, 'POST', 'usfw/sessions/end-others', { token })).status).toBe(200);

    await server.app.backgroundTasks.idle();
    const reply = await activity(token);
    expect(reply).toMatchObject({ status: 200, body: { msg: 'Account activity loaded.' } });
    expect(reply.body.data.map((event) => event.kind)).toEqual([
      'other-sessions-ended',
      'password-changed',
      'api-key-changed',
      'session-ended',
      'sign-in',
      'sign-in-failed',
      'sign-in',
    ]);
    const signIn = reply.body.data[4];
    expect(signIn).toMatchObject({ address: '127.0.0.1', device: 'Chrome on Windows', details: { method: 'pwd' } });
    const times = reply.body.data.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows an account only its own events, and records no secret', async () => {
    const { token } = await signUp(server.url, 'baraka@example.com', 'baraka-password-1');
    await login('halima@example.com', 'halima-password-9');
    const mine = (await activity(token)).body.data;
    expect(mine.map((event) => event.kind)).toEqual(['sign-in']);
    const rows = await server.app.db.selectFrom('auditEvents').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('halima-password');
  });

  it('mails a sign-in from a device and address the account never used, not a repeated one nor the first', async () => {
    await signUp(server.url, 'imani@example.com', 'imani-password-1');
    expect(await mailsTo('imani@example.com')).toEqual([]);
    expect((await login('imani@example.com', 'imani-password-1', FIREFOX_ON_LINUX)).status).toBe(200);
    expect((await login('imani@example.com', 'imani-password-1', FIREFOX_ON_LINUX)).status).toBe(200);
    const mails = await mailsTo('imani@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual(['New sign-in to your CSI account']);
    expect(mails[0]?.text).toContain('Your CSI account was signed in to from a new device (imani@example.com) on');
    expect(mails[0]?.text).toContain('Device: Firefox on Linux');
    expect(mails[0]?.text).toContain('Address: 127.0.0.1');
  });

  it('mails a password change once (the change notice), not a second security notice', async () => {
    const { token } = await signUp(server.url, 'zawadi@example.com', 'zawadi-password-1');
    await callApi(server.url, 'PUT', 'usfw/change-my-password', {
      token,
      body: { currentPassword: 'zawadi-password-1', newPassword: 'zawadi-password-2' },
    });
    expect((await mailsTo('zawadi@example.com')).map((mail) => mail.subject)).toEqual([
      'Your CSI password was changed',
    ]);
  });

  it("lists at most `limit` events (the site's 50 included), 1 to 200, and refuses any other limit in words", async () => {
    const { token } = await signUp(server.url, 'limit@example.com', 'limit-password-1');
    await login('limit@example.com', 'limit-password-1');
    const ask = (limit: string) =>
      callApi<Activity[]>(server.url, 'GET', `usfw/security-activity?limit=${limit}`, { token });
    expect((await ask('1')).body.data).toHaveLength(1);
    expect((await ask('50')).body.data).toHaveLength(2);
    expect((await ask('200')).status).toBe(200);
    for (const limit of ['0', '201', 'fifty']) {
      expect(await ask(limit)).toMatchObject({
        status: 400,
        body: { msg: 'limit must be a whole number from 1 to 200.' },
      });
    }
  });

  it('needs a signed-in caller', async () => {
    expect(await callApi(server.url, 'GET', 'usfw/security-activity')).toMatchObject({
      status: 401,
      body: { msg: 'Authentication required.' },
    });
  });
});
