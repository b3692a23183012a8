import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { uploadPicture } from '../../lib/testing/uploadPicture';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

const PHONE_MESSAGE = 'Please enter a valid phone number (6-20 digits, international format accepted)';
const validUpdate = {
  username: 'jabari',
  gender: 'Male',
  dateOfBirth: '1990-05-17',
  phoneNumber: '+254 712345678',
  fullName: 'Jabari Otieno',
};

describe('the signed-in account', () => {
  let server: TestServer;
  let token: string;
  /** The site path of the picture set by the profile picture tests. */
  let picture = '';
  const call = <T = unknown>(method: string, path: string, body?: unknown) =>
    callApi<T>(server.url, method, path, { token, body });
  const profile = async () => (await call<Record<string, unknown>>('GET', 'usfw/my-profile/')).body.data;

  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await signUp(server.url, 'jabari@example.com', 'jabari-password-1'));
  });
  afterAll(async () => server.close());

  it('answers every profile field of the spec and no secret', async () => {
    const reply = await call('GET', 'usfw/my-profile/');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      email: 'jabari@example.com',
      username: 'jabari',
      address: 'Not provided',
      gender: null,
      accSuspendedUser: false,
      apiKeyBlocked: false,
      socialSecurityCode: expect.stringMatching(/^[0-9a-f]{16}$/),
      dateRegistered: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/passwordHash|scrypt\$|"role"/);
  });

  describe('basic details', () => {
    it.each([
      [{ username: ' ' }, 'Username is required.'],
      [{ username: 'j' }, 'Username must be between 2 and 50 characters.'],
      [{ username: 'j'.repeat(51) }, 'Username must be between 2 and 50 characters.'],
      [
        { username: '<img src=x onerror=alert(1)>' },
        'Username may only contain letters, digits, dots (.), underscores (_) and hyphens (-).',
      ],
      [
        { username: 'jabari njoroge' },
        'Username may only contain letters, digits, dots (.), underscores (_) and hyphens (-).',
      ],
      [{ gender: 'Unknown' }, 'Gender must be Male, Female or Other.'],
      [{ dateOfBirth: '1990-02-30' }, 'Date of birth must be a valid past date (YYYY-MM-DD).'],
      [{ dateOfBirth: '2999-01-01' }, 'Date of birth must be a valid past date (YYYY-MM-DD).'],
      [{ dateOfBirth: '17/05/1990' }, 'Date of birth must be a valid past date (YYYY-MM-DD).'],
      [{ phoneNumber: '12ab' }, PHONE_MESSAGE],
      [{ fullName: 'Jabari 2' }, 'Full name must only contain letters and spaces.'],
      [{ fullName: '' }, 'Name is required.'],
    ])('refuses %j: %s', async (change, msg) => {
      const reply = await call('PUT', 'usfw/update/profile-basic-d', { ...validUpdate, ...change });
      expect(reply).toMatchObject({ status: 400, body: { msg } });
      expect(await profile()).toMatchObject({ username: 'jabari', gender: null });
    });

    it('saves the details and answers a fresh token that works', async () => {
      const reply = await call<{ jwt: string }>('PUT', 'usfw/update/profile-basic-d', validUpdate);
      expect(reply).toMatchObject({
        status: 200,
        body: { msg: 'Profile updated.', data: { jwt: expect.any(String) } },
      });
      const fresh = await callApi(server.url, 'GET', 'usfw/my-profile/', { token: reply.body.data.jwt });
      expect(fresh.body.data).toMatchObject({ ...validUpdate, phoneNumber: '+254712345678' });
    });

    it.each([
      ['+254 712 345 678', '+254712345678'],
      ['0712 345 678', '0712345678'],
      ['+254-712-345678', '+254712345678'],
    ])('accepts the phone number %j, written with the separators people use, and keeps %j', async (typed, kept) => {
      const reply = await call('PUT', 'usfw/update/profile-basic-d', { ...validUpdate, phoneNumber: typed });
      expect(reply.status).toBe(200);
      expect((await profile()).phoneNumber).toBe(kept);
    });

    it('clears the optional fields when sent empty', async () => {
      await call('PUT', 'usfw/update/profile-basic-d', {
        ...validUpdate,
        gender: '',
        dateOfBirth: '',
        phoneNumber: '',
      });
      expect(await profile()).toMatchObject({ gender: null, dateOfBirth: null, phoneNumber: null });
    });
  });

  describe('profile picture', () => {
    const OUTSIDE = 'Upload the picture here; pictures from other sites are not accepted.';

    it('sets a picture this account uploaded to the platform, kept as its site path', async () => {
      const secureUrl = await uploadPicture(server.url, token);
      const path = new URL(secureUrl).pathname;
      expect(path).toMatch(/^\/images\/[0-9a-f]{32}\.jpg$/);
      expect(await call('PUT', 'usfw/update/profile-picture', { img: secureUrl })).toMatchObject({
        status: 200,
        body: { msg: 'Profile picture updated.' },
      });
      expect((await profile()).profilePicture).toBe(path);
      const second = new URL(await uploadPicture(server.url, token)).pathname;
      expect((await call('PUT', 'usfw/update/profile-picture', { img: second })).status).toBe(200);
      expect((await profile()).profilePicture).toBe(second);
      picture = second;
    });

    it('refuses a picture from another site (an address a user typed), changing nothing', async () => {
      for (const img of [
        'https://cdn.example.com/me.png',
        `https://cdn.example.com${picture}`,
        'javascript:alert(1)',
        '//cdn.example.com/me.png',
        `${picture}?x=1`,
      ]) {
        const reply = await call('PUT', 'usfw/update/profile-picture', { img });
        expect({ img, status: reply.status, msg: reply.body.msg }).toEqual({ img, status: 400, msg: OUTSIDE });
      }
      expect((await profile()).profilePicture).toBe(picture);
    });

    it("refuses another account's upload and an image that does not exist", async () => {
      const other = await signUp(server.url, 'picture-owner@example.com');
      const theirs = new URL(await uploadPicture(server.url, other.token)).pathname;
      for (const img of [theirs, '/images/0123456789abcdef0123456789abcdef.png']) {
        expect(await call('PUT', 'usfw/update/profile-picture', { img })).toMatchObject({
          status: 400,
          body: { msg: 'This picture is not one of your uploads. Upload the picture again.' },
        });
      }
      expect((await profile()).profilePicture).toBe(picture);
    });

    it('serves a stored outside address as no picture, and a stored platform image URL as its site path', async () => {
      const { id, socialSecurityCode } = await server.app.db
        .selectFrom('users')
        .select(['id', 'socialSecurityCode'])
        .where('email', '=', 'picture-owner@example.com')
        .executeTakeFirstOrThrow();
      const setStored = (profilePicture: string) =>
        server.app.db.updateTable('users').set({ profilePicture }).where('id', '=', id).execute();
      const admin = await server.adminToken();
      const shown = async () => {
        const users = await callApi<{ userId: number; profilePicture: string | null }[]>(
          server.url,
          'GET',
          'usfw/a/get-all-users/',
          { token: admin },
        );
        return users.body.data.find((user) => user.userId === Number(id))?.profilePicture;
      };
      const social = async () =>
        (await callApi<{ profile_url: string }>(server.url, 'GET', `usfw/p/search-user/${socialSecurityCode}`)).body
          .data.profile_url;
      await setStored('https://tracker.example.com/pixel.png');
      expect(await shown()).toBeNull();
      expect(await social()).toBe('');
      await setStored(`http://old-host.example.com${picture}`);
      expect(await shown()).toBe(picture);
    });
  });

  it('changes the password (at least 8 characters, the current one given)', async () => {
    const change = (newPassword: string) =>
      call('PUT', 'usfw/change-my-password/', { currentPassword: 'jabari-password-1', newPassword });
    expect(await change('short')).toMatchObject({
      status: 400,
      body: { msg: 'Password must be at least 8 characters long.' },
    });
    expect(await change('jabari-password-2')).toMatchObject({ status: 200, body: { msg: 'Password changed.' } });
    const login = (password: string) =>
      callApi(server.url, 'POST', 'usfw/auth/login', { body: { username: 'jabari@example.com', password } });
    expect((await login('jabari-password-1')).status).toBe(401);
    expect((await login('jabari-password-2')).status).toBe(200);
  });

  it('rotates the API key: a new csi_ key replaces the old one', async () => {
    const before = (await profile()).apiKey;
    const reply = await call<{ api_key: string }>('POST', 'usfw/update/api-key', {
      currentPassword: 'jabari-password-2',
    });
    expect(reply).toMatchObject({
      status: 200,
      body: { msg: 'API key updated.', data: { api_key: expect.stringMatching(/^csi_[0-9a-f]{48}$/) } },
    });
    expect(reply.body.data.api_key).not.toBe(before);
    expect((await profile()).apiKey).toBe(reply.body.data.api_key);
    const holders = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('apiKeyHash', '=', server.app.secrets.apiKeyHash(String(before)))
      .execute();
    expect(holders).toEqual([]);
  });

  it('toggles the API key block and says the new state', async () => {
    expect((await call('GET', 'usfw/update/api-key/update-usage')).body.msg).toBe('API key blocked.');
    expect((await profile()).apiKeyBlocked).toBe(true);
    expect((await call('GET', 'usfw/update/api-key/update-usage')).body.msg).toBe('API key unblocked.');
    expect((await profile()).apiKeyBlocked).toBe(false);
  });

  describe('social code', () => {
    it('issues a new code that the public search finds', async () => {
      const old = String((await profile()).socialSecurityCode);
      const reply = await call<{ social_code: string }>('POST', 'usfw/change-my-social-code', {
        currentPassword: 'jabari-password-2',
      });
      expect(reply).toMatchObject({
        status: 200,
        body: { msg: 'Social code updated.', data: { social_code: expect.stringMatching(/^[0-9a-f]{16}$/) } },
      });
      const found = await callApi(server.url, 'GET', `usfw/p/search-user/${reply.body.data.social_code}`);
      expect(found).toMatchObject({
        status: 200,
        body: { data: { profile_name: 'Jabari Otieno', profile_url: picture } },
      });
      expect(await callApi(server.url, 'GET', `usfw/p/search-user/${old}`)).toMatchObject({
        status: 404,
        body: { msg: 'No profile was found for this social code.' },
      });
    });
  });

  describe('bad input', () => {
    it('answers malformed JSON with 400 and a msg', async () => {
      const reply = await callApi(server.url, 'PUT', 'usfw/update/profile-basic-d', { token, body: '{"username": ' });
      expect(reply).toMatchObject({ status: 400, body: { msg: 'Malformed JSON body.' } });
    });

    it('answers a wrong type with 400 and a msg, changing nothing', async () => {
      const reply = await call('PUT', 'usfw/update/profile-basic-d', { ...validUpdate, username: 42 });
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBe('Username is not valid.');
      expect((await profile()).username).toBe('jabari');
    });

    it('answers an oversized body with 413', async () => {
      const reply = await call('PUT', 'usfw/change-my-password/', { newPassword: 'x'.repeat(2 * 1024 * 1024) });
      expect(reply).toMatchObject({ status: 413, body: { msg: 'Request body is too large.' } });
    });

    it('answers a NUL character (which PostgreSQL refuses) with 400, not 500', async () => {
      const login = { username: 'jabari\u0000@example.com', password: 'jabari-password-2' };
      expect((await callApi(server.url, 'POST', 'usfw/auth/login', { body: login })).status).toBe(400);
      expect((await callApi(server.url, 'GET', 'usfw/p/search-user/a%00b')).status).toBe(400);
      expect((await callApi(server.url, 'GET', 'articles/p/get-article/t/a%00b')).status).toBe(400);
      expect((await callApi(server.url, 'GET', 'markups/a%00b.md')).status).toBe(400);
    });

    it('ignores unknown fields', async () => {
      const reply = await call('PUT', 'usfw/update/profile-basic-d', {
        ...validUpdate,
        role: 'admin',
        apiKey: 'csi_mine',
        email: 'x@y.z',
      });
      expect(reply.status).toBe(200);
      const row = await server.app.db
        .selectFrom('users')
        .select(['role', 'email'])
        .where('email', '=', 'jabari@example.com')
        .executeTakeFirst();
      expect(row).toEqual({ role: 'user', email: 'jabari@example.com' });
    });
  });
});
