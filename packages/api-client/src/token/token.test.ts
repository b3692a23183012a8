import { fakeToken } from '../testing/fakeToken';
import { clearSession } from './clearSession';
import { decodeToken } from './decodeToken';
import { getRole } from './getRole';
import { isAdmin } from './isAdmin';
import { isLoggedIn } from './isLoggedIn';
import { defaultTokenStore, localStorageTokenStore, memoryTokenStore } from './tokenStore';

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

  it('keeps the token in localStorage under "token" by default', () => {
    const store = localStorageTokenStore();
    store.set('abc');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(store.get()).toBe('abc');
    store.remove();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token in memory', () => {
    const store = memoryTokenStore('first');
    expect(store.get()).toBe('first');
    store.set('second');
    expect(store.get()).toBe('second');
    store.remove();
    expect(store.get()).toBeNull();
  });

  it('clears the token and session storage at logout', () => {
    const store = localStorageTokenStore();
    store.set('abc');
    localStorage.setItem('other', 'kept');
    sessionStorage.setItem('draft', 'x');
    clearSession(store);
    expect(store.get()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('other')).toBe('kept');
  });
});

describe('the default token store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is localStorage where there is one', () => {
    defaultTokenStore().set('abc');
    expect(localStorage.getItem('token')).toBe('abc');
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
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token in memory when reading localStorage throws (storage blocked)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = defaultTokenStore();
    store.set('abc');
    expect(store.get()).toBe('abc');
    vi.restoreAllMocks();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
