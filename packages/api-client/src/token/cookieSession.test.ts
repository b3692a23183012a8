import { createClient } from '../createClient';
import { recordingAdapter, type CannedReply } from '../testing/recordingAdapter';
import { hasSession, readSessionHint } from './sessionHint';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const setHint = (value: object | string) =>
  (document.cookie = `csi_hint=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}; Path=/`);

/** A cookie-mode client on https://api.test/ whose adapter records the requests. */
function cookieClient(reply?: CannedReply) {
  const recorder = recordingAdapter(reply);
  const client = createClient({ baseURL: 'https://api.test/', session: 'cookie', adapter: recorder.adapter });
  return { client, sent: recorder.sent, last: () => recorder.sent.at(-1) };
}

describe('cookie session mode', () => {
  afterEach(() => {
    document.cookie = 'csi_hint=; Max-Age=0; Path=/';
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the opt-in header with credentials and no Authorization on an authenticated call', async () => {
    setHint({ role: 'user', exp: inAnHour() });
    const { client, last } = cookieClient();
    await client.profile.get();
    expect(last()?.headers['X-CSI-Session']).toBe('cookie');
    expect(last()?.headers.Authorization).toBeUndefined();
    expect(last()?.withCredentials).toBe(true);
  });

  it('asks for the cookie on sign-in and stores no token anywhere page script can read', async () => {
    const { client, last } = cookieClient({ data: { msg: 'ok', data: { role: 'user', exp: inAnHour() } } });
    const reply = await client.auth.login({ username: 'a@b.co', password: 'a-good-password-1' });
    expect(reply.data).toMatchObject({ role: 'user' });
    expect(last()?.headers['X-CSI-Session']).toBe('cookie');
    expect(client.tokenStore.get()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['no hint', null],
    ['an expired hint', { role: 'user', exp: Math.floor(Date.now() / 1000) - 1 }],
    ['a hint that does not parse', 'not json'],
  ])("with %s, fails an authenticated call locally with 'Token not available'", async (_, hint) => {
    if (hint) setHint(hint);
    const { client, sent } = cookieClient();
    await expect(client.wallet.details()).rejects.toMatchObject({ status: 401, msg: 'Token not available' });
    expect(sent).toHaveLength(0);
  });

  it('sends neither the opt-in header nor credentials to another service (the country lookup)', async () => {
    const { client, last } = cookieClient({ data: { country_name: 'Kenya' } });
    await expect(client.geo.countryName()).resolves.toBe('Kenya');
    expect(last()?.headers['X-CSI-Session']).toBeUndefined();
    expect(last()?.withCredentials).toBe(false);
  });

  it("at logout clears the hint only, keeping the app's session and local storage", async () => {
    setHint({ role: 'user', exp: inAnHour() });
    sessionStorage.setItem('draft', 'x');
    localStorage.setItem('other', 'kept');
    const { client, last } = cookieClient();
    await client.auth.logout();
    expect(last()?.url).toBe('api/logout');
    expect(hasSession()).toBe(false);
    expect(sessionStorage.getItem('draft')).toBe('x');
    expect(localStorage.getItem('other')).toBe('kept');
  });

  it('reads role and expiry from the hint among other cookies, and nothing from a hint without them', () => {
    const exp = inAnHour();
    const cookies = `a=1; csi_hint=${encodeURIComponent(JSON.stringify({ role: 'Admin', exp }))}; b=2`;
    expect(readSessionHint(cookies)).toEqual({ role: 'Admin', exp });
    expect(hasSession(Date.now(), cookies)).toBe(true);
    expect(readSessionHint(`csi_hint=${encodeURIComponent('{"role":"user"}')}`)).toBeNull();
    expect(readSessionHint('csi_hint_other=1')).toBeNull();
  });
});

describe('bearer session mode (the default)', () => {
  it('ignores the hint cookie: no token means no authenticated call', async () => {
    setHint({ role: 'user', exp: inAnHour() });
    const recorder = recordingAdapter();
    const client = createClient({ baseURL: 'https://api.test/', adapter: recorder.adapter });
    await expect(client.wallet.details()).rejects.toMatchObject({ msg: 'Token not available' });
    expect(recorder.sent).toHaveLength(0);
    document.cookie = 'csi_hint=; Max-Age=0; Path=/';
  });

  it('does not ask for the cookie on sign-in', async () => {
    const recorder = recordingAdapter({ data: { msg: 'ok', data: { jwt: 'a.b.c' } } });
    const client = createClient({ baseURL: 'https://api.test/', adapter: recorder.adapter });
    const reply = await client.auth.login({ username: 'a@b.co', password: 'a-good-password-1' });
    expect(reply.data).toEqual({ jwt: 'a.b.c' });
    expect(recorder.sent[0]?.headers['X-CSI-Session']).toBeUndefined();
    expect(recorder.sent[0]?.withCredentials).toBe(false);
    localStorage.clear();
  });
});
