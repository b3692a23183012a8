import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SIGNED_OUT = 'This session has been signed out. Please log in again.';

interface SessionRow {
  id: string;
  device: string;
  address: string;
  place: string | null;
  startedAt: string;
  lastUsedAt: string;
  current: boolean;
}

describe('sessions', () => {
  let server: TestServer;
  const login = async (email: string, password: string, userAgent = CHROME_ON_WINDOWS) => {
    const reply = await callApi<{ jwt: string }>(server.url, 'POST', 'usfw/auth/login', {
      body: { username: email, password },
      headers: { 'user-agent': userAgent },
    });
    expect(reply.status).toBe(200);
    return reply.body.data.jwt;
  };
  const list = (token: string) => callApi<SessionRow[]>(server.url, 'GET', 'usfw/sessions', { token });
  const profileStatus = async (token: string) =>
    (await callApi(server.url, 'GET', 'usfw/my-profile', { token })).status;
  const sessionIdOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('lists every sign-in as a session with its device, address, start and last use, the current one marked', async () => {
    const { token: first } = await signUp(server.url, 'wanjiru@example.com', 'wanjiru-password-1');
    const phone = await login('wanjiru@example.com', 'wanjiru-password-1', SAFARI_ON_IPHONE);
    const reply = await list(first);
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toBe('Sessions loaded.');
    const sessions = reply.body.data;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ id: sessionIdOf(first), current: true, address: '127.0.0.1', place: null });
    expect(sessions[1]).toMatchObject({
      id: sessionIdOf(phone),
      current: false,
      device: 'Safari on iOS',
      address: '127.0.0.1',
    });
    for (const session of sessions) {
      expect(Date.parse(session.startedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.startedAt));
    }
    expect((await list(phone)).body.data.find((s) => s.current)?.device).toBe('Safari on iOS');
  });

  it('summarises the user agent of a sign-in as browser and system', async () => {
    await signUp(server.url, 'chebet@example.com', 'chebet-password-1');
    const token = await login('chebet@example.com', 'chebet-password-1', CHROME_ON_WINDOWS);
    expect((await list(token)).body.data.find((s) => s.current)?.device).toBe('Chrome on Windows');
  });

  it('signs one session out: its next call is refused, the others keep working', async () => {
    const { token: laptop } = await signUp(server.url, 'otieno@example.com', 'otieno-password-1');
    const phone = await login('otieno@example.com', 'otieno-password-1', SAFARI_ON_IPHONE);
    const ended = await callApi(server.url, 'DELETE', `usfw/sessions/${sessionIdOf(phone)}`, { token: laptop });
    expect(ended).toMatchObject({ status: 200, body: { msg: 'Session signed out.' } });
    const refused = await callApi(server.url, 'GET', 'usfw/my-profile', { token: phone });
    expect(refused).toMatchObject({ status: 401, body: { msg: SIGNED_OUT } });
    expect(await profileStatus(laptop)).toBe(200);
    expect((await list(laptop)).body.data.map((s) => s.id)).toEqual([sessionIdOf(laptop)]);
  });

  it("refuses to end another account's session or the current one, and changes nothing", async () => {
    const { token: mine } = await signUp(server.url, 'akinyi@example.com', 'akinyi-password-1');
    const { token: theirs } = await signUp(server.url, 'mutua@example.com', 'mutua-password-1');
    const other = await callApi(server.url, 'DELETE', `usfw/sessions/${sessionIdOf(theirs)}`, { token: mine });
    expect(other).toMatchObject({ status: 404, body: { msg: 'Session not found.' } });
    const current = await callApi(server.url, 'DELETE', `usfw/sessions/${sessionIdOf(mine)}`, { token: mine });
    expect(current).toMatchObject({
      status: 400,
      body: { msg: 'This is the session you are using. Use Log out to end it.' },
    });
    const malformed = await callApi(server.url, 'DELETE', 'usfw/sessions/not-a-session', { token: mine });
    expect(malformed.status).toBe(400);
    expect([await profileStatus(mine), await profileStatus(theirs)]).toEqual([200, 200]);
  });

  it('signs out all other sessions and keeps the current one', async () => {
    const { token: kept } = await signUp(server.url, 'njeri@example.com', 'njeri-password-1');
    const second = await login('njeri@example.com', 'njeri-password-1');
    const third = await login('njeri@example.com', 'njeri-password-1', SAFARI_ON_IPHONE);
    const reply = await callApi<{ ended: number }>(server.url, 'POST', 'usfw/sessions/end-others', { token: kept });
    expect(reply).toMatchObject({ status: 200, body: { msg: 'Other sessions signed out.', data: { ended: 2 } } });
    expect([await profileStatus(second), await profileStatus(third), await profileStatus(kept)]).toEqual([
      401, 401, 200,
    ]);
    expect((await list(kept)).body.data.map((s) => s.id)).toEqual([sessionIdOf(kept)]);
  });

  it('ends the other sessions when the password changes', async () => {
    const { token: changer } = await signUp(server.url, 'kiprop@example.com', 'kiprop-password-1');
    const other = await login('kiprop@example.com', 'kiprop-password-1');
    const changed = await callApi(server.url, 'PUT', 'usfw/change-my-password', {
      token: changer,
      body: { currentPassword: 'kiprop-password-1', newPassword: 'kiprop-password-2' },
    });
    expect(changed.status).toBe(200);
    expect(await profileStatus(other)).toBe(401);
    expect((await list(changer)).body.data.map((s) => s.id)).toEqual([sessionIdOf(changer)]);
  });

  it('ends the session on logout, so no other device lists it', async () => {
    const { token: stays } = await signUp(server.url, 'wafula@example.com', 'wafula-password-1');
    const leaves = await login('wafula@example.com', 'wafula-password-1');
    expect((await callApi(server.url, 'POST', 'api/logout', { token: leaves })).status).toBe(200);
    expect((await list(stays)).body.data.map((s) => s.id)).toEqual([sessionIdOf(stays)]);
  });

  it('writes the last use at most once a minute', async () => {
    const { token } = await signUp(server.url, 'moraa@example.com', 'moraa-password-1');
    const id = sessionIdOf(token);
    const setLastUse = (at: Date) =>
      server.app.db.updateTable('sessions').set({ lastUsedAt: at }).where('id', '=', id).execute();
    const lastUse = async () =>
      (await server.app.db.selectFrom('sessions').select('lastUsedAt').where('id', '=', id).executeTakeFirstOrThrow())
        .lastUsedAt;

    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await setLastUse(thirtySecondsAgo);
    expect(await profileStatus(token)).toBe(200);
    expect((await lastUse()).getTime()).toBe(thirtySecondsAgo.getTime());

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await setLastUse(twoMinutesAgo);
    expect(await profileStatus(token)).toBe(200);
    expect((await lastUse()).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('keeps the cookie session of the site working, and ends it like any other', async () => {
    const { token: api } = await signUp(server.url, 'jeptoo@example.com', 'jeptoo-password-1');
    const login = await server.app.inject({
      method: 'POST',
      url: '/usfw/auth/login',
      headers: { 'x-csi-session': 'cookie', 'user-agent': CHROME_ON_WINDOWS },
      payload: { username: 'jeptoo@example.com', password: 'jeptoo-password-1' },
    });
    const cookie = login.cookies.find((c) => c.name === 'csi_session')?.value ?? '';
    const site = { cookie: `csi_session=${cookie}`, 'x-csi-session': 'cookie' };
    const listed = await server.app.inject({ method: 'GET', url: '/usfw/sessions', headers: site });
    expect(listed.statusCode).toBe(200);
    const current = listed.json<{ data: SessionRow[] }>().data.find((s) => s.current);
    expect(current?.device).toBe('Chrome on Windows');

    const ended = await callApi(server.url, 'DELETE', `usfw/sessions/${current?.id ?? ''}`, { token: api });
    expect(ended.status).toBe(200);
    const after = await server.app.inject({ method: 'GET', url: '/usfw/my-profile', headers: site });
    expect(after.statusCode).toBe(401);
    expect(after.json<{ msg: string }>().msg).toBe(SIGNED_OUT);
    expect(after.cookies.find((c) => c.name === 'csi_session')?.value).toBe('');
  });

  it('needs a signed-in caller for every sessions call', async () => {
    for (const [method, path] of [
      ['GET', 'usfw/sessions'],
      ['POST', 'usfw/sessions/end-others'],
      ['DELETE', 'usfw/sessions/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect(await callApi(server.url, method, path)).toMatchObject({
        status: 401,
        body: { msg: 'Authentication required.' },
      });
    }
  });
});
