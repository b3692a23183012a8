import { createClient } from '../createClient';
import { TokenNotAvailableError } from '../errors';
import { fakeToken } from '../testing/fakeToken';
import { recordingAdapter } from '../testing/recordingAdapter';
import { clearSession } from './clearSession';
import { decodeToken } from './decodeToken';
import { getRole } from './getRole';
import { isAdmin } from './isAdmin';
import { isLoggedIn } from './isLoggedIn';
import { DEFAULT_TOKEN_KEY, defaultTokenStore, localStorageTokenStore, memoryTokenStore } from './tokenStore';

const now = Date.UTC(2025, 0, 1);
const inAnHour = now / 1000 + 3600;
const valid = fakeToken({ roles: ['user'], exp: inAnHour });
const expired = fakeToken({ roles: ['user'], exp: now / 1000 - 1 });
const malformed = 'not-a.jwt';

describe('token helpers', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  describe('given a valid token', () => {
    it('decodes its payload and counts as logged in', () => {
      expect(decodeToken(valid)).toEqual({ roles: ['user'], exp: inAnHour });
      expect(isLoggedIn(valid, now)).toBe(true);
    });

    it('reads the first role and is not admin', () => {
      expect(getRole(fakeToken({ roles: ['user', 'admin'] }))).toBe('user');
      expect(isAdmin(valid)).toBe(false);
    });
  });

  it('given an expired token, is logged out (exp in seconds against now)', () => {
    expect(isLoggedIn(expired, now)).toBe(false);
    expect(isLoggedIn(fakeToken({ exp: now / 1000 }), now)).toBe(false);
    expect(isLoggedIn(fakeToken({ roles: ['user'] }), now)).toBe(false);
  });

  it('given a malformed token, logs the error and answers null', () => {
    expect(decodeToken(malformed)).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Token decode error:', expect.any(Error));
    expect(getRole(malformed)).toBeNull();
    expect(isLoggedIn(malformed, now)).toBe(false);
    expect(isAdmin(malformed)).toBe(false);
  });

  it('given no token, answers null without logging', () => {
    expect(decodeToken(null)).toBeNull();
    expect(isLoggedIn(null)).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
  });

  it.each([['admin'], ['Admin'], ['ADMIN']])('tells admin for role %j', (role) => {
    expect(isAdmin(fakeToken({ roles: [role], exp: inAnHour }))).toBe(true);
  });

  it('gives a null role when roles are missing or empty', () => {
    expect(getRole(fakeToken({ exp: inAnHour }))).toBeNull();
    expect(getRole(fakeToken({ roles: [] }))).toBeNull();
    expect(isAdmin(fakeToken({ exp: inAnHour }))).toBe(false);
  });
});

describe('token stores', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the token in localStorage under its own key "csi-api-client:token" by default', () => {
    const store = localStorageTokenStore();
    store.set('abc');
    expect(DEFAULT_TOKEN_KEY).toBe('csi-api-client:token');
    expect(localStorage.getItem('csi-api-client:token')).toBe('abc');
    expect(store.get()).toBe('abc');
    store.remove();
    expect(localStorage.getItem('csi-api-client:token')).toBeNull();
  });

  it("never reads, writes or removes the app's own `token` key", () => {
    localStorage.setItem('token', 'the-host-apps-token');
    const store = localStorageTokenStore();
    expect(store.get()).toBeNull();
    store.set('abc');
    store.remove();
    expect(localStorage.getItem('token')).toBe('the-host-apps-token');
  });

  it('keeps the token in memory', () => {
    const store = memoryTokenStore('first');
    expect(store.get()).toBe('first');
    store.set('second');
    expect(store.get()).toBe('second');
    store.remove();
    expect(store.get()).toBeNull();
  });

  it("removes only its token at logout, keeping the app's local and session storage", () => {
    const store = localStorageTokenStore();
    store.set('abc');
    localStorage.setItem('other', 'kept');
    sessionStorage.setItem('draft', 'x');
    clearSession(store);
    expect(store.get()).toBeNull();
    expect(sessionStorage.getItem('draft')).toBe('x');
    expect(localStorage.getItem('other')).toBe('kept');
  });
});

describe('the default token store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is localStorage under its own key where there is one', () => {
    defaultTokenStore().set('abc');
    expect(localStorage.getItem('csi-api-client:token')).toBe('abc');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['there is no localStorage (plain Node)', undefined],
    ['localStorage is not a Storage', {}],
  ])('keeps the token in memory when %s', (_case, storage) => {
    vi.stubGlobal('localStorage', storage);
    const store = defaultTokenStore();
    store.set('abc');
    expect(store.get()).toBe('abc');
    expect(defaultTokenStore().get()).toBeNull();
    vi.unstubAllGlobals();
    expect(localStorage.getItem(DEFAULT_TOKEN_KEY)).toBeNull();
  });

  it('keeps the token in memory when reading localStorage throws (storage blocked)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = defaultTokenStore();
    store.set('abc');
    expect(store.get()).toBe('abc');
    vi.restoreAllMocks();
    expect(localStorage.getItem(DEFAULT_TOKEN_KEY)).toBeNull();
  });
});

describe("a browser client beside the app's own token", () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("never sends the app's `token` to the API, keeps its own apart, and leaves the app's storage at logout", async () => {
    localStorage.setItem('token', 'the-host-apps-token');
    sessionStorage.setItem('draft', 'x');
    const recorder = recordingAdapter({ data: { msg: 'Welcome back', data: { jwt: 'csi-token' } } });
    const client = createClient({ baseURL: 'https://api.test/', adapter: recorder.adapter });
    await expect(client.wallet.details()).rejects.toBeInstanceOf(TokenNotAvailableError);
    expect(recorder.sent).toHaveLength(0);

    await client.auth.login({ username: 'a@b.co', password: 'p' });
    expect(localStorage.getItem('token')).toBe('the-host-apps-token');
    expect(localStorage.getItem(DEFAULT_TOKEN_KEY)).toBe('csi-token');
    await client.wallet.details();
    expect(recorder.sent.at(-1)?.headers.Authorization).toBe('Bearer csi-token');

    await client.auth.logout();
    expect(localStorage.getItem(DEFAULT_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('token')).toBe('the-host-apps-token');
    expect(sessionStorage.getItem('draft')).toBe('x');
  });
});
