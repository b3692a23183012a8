import { createClient, type Client } from '../src/createClient';
import { getRole, isAdmin, isLoggedIn } from '../src/token';
import { ADDRESS_PLACEHOLDER } from '../src/resources/auth';
import { startServerUnderTest, type ServerUnderTest } from './serverClient';

const email = 'wanjiku@example.co.ke';
const password = 'first-password-1';

describe('a user journey against the real server', () => {
  let sut: ServerUnderTest;
  let user: Client;

  beforeAll(async () => {
    sut = await startServerUnderTest();
    user = sut.clientOf();
  });
  afterAll(() => sut?.server.close());

  it('registers with the derived body, then logs in and stores a user token', async () => {
    const registered = await user.auth.register({ email, password, country: 'Kenya' });
    expect(typeof registered.msg).toBe('string');
    user.tokenStore.remove();

    const login = await user.auth.login({ username: email, password });
    const jwt = 'jwt' in login.data ? login.data.jwt : '';
    expect(jwt).toBe(user.tokenStore.get());
    expect(isLoggedIn(jwt)).toBe(true);
    expect(getRole(jwt)).not.toBeNull();
    expect(isAdmin(jwt)).toBe(false);
  });

  it('reads the profile the registration created', async () => {
    const { data } = await user.profile.get();
    expect(data).toMatchObject({ email, username: 'wanjiku', fullName: 'wanjiku', country: 'Kenya' });
    expect(data.address).toBe(ADDRESS_PLACEHOLDER);
    expect(data.apiKeyBlocked).toBe(false);
  });

  it('rotates the API key and toggles its block', async () => {
    const { data } = await user.profile.rotateApiKey(password);
    expect(data.api_key).toEqual(expect.any(String));
    expect((await user.profile.get()).data.apiKey).toBe(data.api_key);

    expect((await user.profile.toggleApiKeyBlock()).msg).toEqual(expect.any(String));
    expect((await user.profile.get()).data.apiKeyBlocked).toBe(true);
    await user.profile.toggleApiKeyBlock();
    expect((await user.profile.get()).data.apiKeyBlocked).toBe(false);
  });

  it('reads the wallet, usage logs and lab data', async () => {
    const { data: wallet } = await user.wallet.details();
    expect(wallet).toEqual({
      creditPoints: expect.any(Number),
      freeCoins: expect.any(Number),
      balance: expect.any(Number),
    });
    expect((await user.wallet.usage()).data).toEqual(expect.any(Array));
    const { data: lab } = await user.wallet.labData();
    expect(lab.monthly).toHaveLength(12);
    expect(lab.daily).toHaveLength(7);
    expect(lab.byService).toEqual(expect.any(Array));
  });

  it('lists the public articles and APIs', async () => {
    expect((await user.articles.list()).data).toEqual(expect.any(Array));
    const { data: apis } = await user.apis.list();
    expect(apis.length).toBeGreaterThan(0);
    expect(apis[0]).toMatchObject({ name: expect.any(String), endpoint: expect.any(String) });
  });

  it('sends a contact message that reaches the company inbox', async () => {
    const reply = await sut.clientOf().support.contact({
      customer_name: 'Wanjiku',
      customer_email: email,
      customer_subject: 'Penetration test quote',
      customer_message: 'Please send a quote for a web application test.',
    });
    expect(reply.msg).toEqual(expect.any(String));
    const outbox = await sut.server.readOutbox();
    expect(
      outbox.some(
        (mail) => mail.text.includes('Penetration test quote') || mail.subject.includes('Penetration test quote'),
      ),
    ).toBe(true);
  });

  it('in plain Node, a client made without a token store keeps its sign-in token in memory', async () => {
    const node = createClient({ baseURL: `${sut.server.url}/` });
    await node.auth.login({ username: email, password });
    expect(isLoggedIn(node.tokenStore.get())).toBe(true);
    await expect(node.profile.get()).resolves.toMatchObject({ data: { email } });
    expect(createClient({ baseURL: `${sut.server.url}/` }).tokenStore.get()).toBeNull();
  });

  it('refuses a short or common new password with the shared validator message, then changes it', async () => {
    await expect(
      user.profile.changePassword({ currentPassword: password, newPassword: 'short' }),
    ).rejects.toMatchObject({ status: 400, msg: 'Password must be at least 8 characters long.' });
    await expect(
      user.profile.changePassword({ currentPassword: password, newPassword: '12345678' }),
    ).rejects.toMatchObject({ status: 400, msg: 'This password is too common. Choose one that is harder to guess.' });
    await user.profile.changePassword({ currentPassword: password, newPassword: 'second-password-2' });
    await expect(sut.clientOf().auth.login({ username: email, password: 'second-password-2' })).resolves.toMatchObject({
      data: { jwt: expect.any(String) },
    });
  });

  it('logs out: the token is gone locally and revoked on the server', async () => {
    const token = user.tokenStore.get() ?? '';
    await user.auth.logout();
    expect(user.tokenStore.get()).toBeNull();
    await expect(sut.clientOf(token).profile.get()).rejects.toMatchObject({ status: 401 });
  });
});
