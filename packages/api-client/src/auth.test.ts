import type { Client } from './createClient';
import { AuthenticationError } from './errors';
import { testClient } from './testing/testClient';

const jwtReply = { data: { msg: 'Welcome back', data: { jwt: 'fresh-token' } } };

describe('token handling of the auth and profile calls', () => {
  it.each([
    ['login', (c: Client) => c.auth.login({ username: 'a@b.co', password: 'p' })],
    ['activate', (c: Client) => c.auth.activate({ email: 'a@b.co', activationCode: '1' })],
    ['register', (c: Client) => c.auth.register({ email: 'a@b.co', password: 'p', country: 'N/A' })],
    [
      'profile.updateBasic',
      (c: Client) =>
        c.profile.updateBasic({ username: 'u', gender: '', dateOfBirth: '', phoneNumber: '', fullName: '' }),
    ],
  ])('%s stores data.jwt and returns the envelope', async (_name, call) => {
    const { client, tokenStore } = testClient('old-token', jwtReply);
    await expect(call(client)).resolves.toEqual(jwtReply.data);
    expect(tokenStore.get()).toBe('fresh-token');
  });

  it('a failed login keeps the stored token and reports the server msg', async () => {
    const { client, tokenStore } = testClient('old-token', {
      status: 401,
      data: { msg: 'Invalid email or password.' },
    });
    const failure = client.auth.login({ username: 'a@b.co', password: 'wrong' });
    await expect(failure).rejects.toBeInstanceOf(AuthenticationError);
    await expect(failure).rejects.toMatchObject({ status: 401, msg: 'Invalid email or password.' });
    expect(tokenStore.get()).toBe('old-token');
  });

  it("logout posts an empty body, then removes its token and leaves the app's session storage alone", async () => {
    const { client, tokenStore, last } = testClient('user-token');
    sessionStorage.setItem('draft', 'x');
    await client.auth.logout();
    expect(last()?.data).toBeUndefined();
    expect(tokenStore.get()).toBeNull();
    expect(sessionStorage.getItem('draft')).toBe('x');
    sessionStorage.clear();
  });

  it('logout removes the token even when the call fails, and reports Logout failed', async () => {
    const { client, tokenStore } = testClient('user-token', { status: 500, data: { msg: 'boom' } });
    await expect(client.auth.logout()).rejects.toMatchObject({ status: 500, msg: 'Logout failed' });
    expect(tokenStore.get()).toBeNull();
  });
});
