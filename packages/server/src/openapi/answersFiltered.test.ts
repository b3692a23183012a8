import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../lib/testing/callApi';
import { createTestUser, type TestUser } from '../testing/createTestUser';
import { startTestServer, type TestServer } from '../testing/startTestServer';

/**
 * The response schemas filter what leaves the server: each area's answer is built by a function that here, mocked,
 * adds a field the schema does not name (a password hash, a row's internal column); the answer must not carry it.
 */
const LEAK = 'must-not-leave-the-server';

vi.mock('../plugins/sessionCookie', async (importOriginal) => {
  const original = await importOriginal<typeof import('../plugins/sessionCookie')>();
  return {
    ...original,
    sessionData: (...args: Parameters<typeof original.sessionData>) => ({
      ...original.sessionData(...args),
      passwordHash: LEAK,
    }),
  };
});
vi.mock('../modules/account/toProfile', async (importOriginal) => {
  const original = await importOriginal<typeof import('../modules/account/toProfile')>();
  return {
    ...original,
    toProfile: (...args: Parameters<typeof original.toProfile>) => ({
      ...original.toProfile(...args),
      passwordHash: LEAK,
    }),
  };
});
vi.mock('../modules/wallet/readWallet', async (importOriginal) => {
  const original = await importOriginal<typeof import('../modules/wallet/readWallet')>();
  return {
    readWallet: async (...args: Parameters<typeof original.readWallet>) => ({
      ...(await original.readWallet(...args)),
      balanceMicro: LEAK,
    }),
  };
});
vi.mock('../modules/usage/readCalls', () => ({
  readCalls: async () => ({
    calls: [
      {
        id: 1,
        time: '2026-11-25T07:41:09.123Z',
        apiEndpoint: '/encrypt-data',
        serviceType: 'data-security',
        environment: 'live',
        wasForwarded: true,
        statusCode: 200,
        latencyMs: 12,
        cost: '0.01',
        requestId: 'req-00000001',
        userId: LEAK,
      },
    ],
    total: 1,
    limit: 50,
    offset: 0,
    query: LEAK,
  }),
}));
vi.mock('../modules/apis/toApiDefinition', async (importOriginal) => {
  const original = await importOriginal<typeof import('../modules/apis/toApiDefinition')>();
  return {
    toApiDefinition: (...args: Parameters<typeof original.toApiDefinition>) => ({
      ...original.toApiDefinition(...args),
      costMicro: LEAK,
    }),
  };
});
vi.mock('../modules/articles/toArticle', async (importOriginal) => {
  const original = await importOriginal<typeof import('../modules/articles/toArticle')>();
  return {
    toArticle: (...args: Parameters<typeof original.toArticle>) => ({ ...original.toArticle(...args), path: LEAK }),
  };
});
vi.mock('../services/encryption/encryptData', async (importOriginal) => {
  const original = await importOriginal<typeof import('../services/encryption/encryptData')>();
  return {
    ...original,
    encryptData: async (...args: Parameters<typeof original.encryptData>) => ({
      ...(await original.encryptData(...args)),
      keySeed: LEAK,
    }),
  };
});
vi.mock('../modules/social/findSocialProfile', () => ({
  findSocialProfile: async () => ({
    profile_url: 'https://images.example.com/jane.png',
    profile_name: 'Jane',
    email: LEAK,
  }),
}));

const PROFILE_FIELDS = [
  'accSuspendedAdmin',
  'accSuspendedUser',
  'accountExpiryDate',
  'address',
  'apiKey',
  'apiKeyBlocked',
  'apiUsername',
  'country',
  'dateOfBirth',
  'dateRegistered',
  'email',
  'emailVerified',
  'fullName',
  'gender',
  'lastLogInIp',
  'lastLogin',
  'nationality',
  'phoneNumber',
  'phoneVerified',
  'profilePicture',
  'socialSecurityCode',
  'username',
];
const API_FIELDS = [
  'apiAccepts',
  'apiId',
  'apiService',
  'bodyExample',
  'cost',
  'documentationLink',
  'endpoint',
  'id',
  'live',
  'name',
  'shortDescription',
  'specialPlayground',
];
const keys = (value: unknown) => Object.keys(value as object).sort();

describe('the response schemas filter every answer', () => {
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    user = await createTestUser(server.app);
  }, 60_000);
  afterAll(async () => server?.close());

  it('auth: a sign-in answers the token and nothing else', async () => {
    const reply = await callApi(server.url, 'POST', 'usfw/auth/register', {
      body: { email: 'filtered@test.local', password: 'a-good-password-1', country: 'Kenya', address: 'Nairobi' },
    });
    expect(reply.status).toBe(201);
    expect(keys(reply.body)).toEqual(['data', 'msg']);
    expect(keys(reply.body.data)).toEqual(['jwt']);
  });

  it('account and admin: the profile and the user list without anything toProfile adds', async () => {
    const profile = await callApi(server.url, 'GET', 'usfw/my-profile', { token: user.token });
    expect(keys(profile.body.data)).toEqual(PROFILE_FIELDS);
    const users = await callApi<object[]>(server.url, 'GET', 'usfw/a/get-all-users', {
      token: await server.adminToken(),
    });
    expect(users.status).toBe(200);
    for (const listed of users.body.data) expect(keys(listed)).toEqual([...PROFILE_FIELDS, 'userId'].sort());
  });

  it('wallet: the three amounts only', async () => {
    const reply = await callApi(server.url, 'GET', 'usfw/wallet/details', { token: user.token });
    expect(keys(reply.body.data)).toEqual(['balance', 'creditPoints', 'freeCoins']);
  });

  it('usage: the page and each call without the fields the schema does not name', async () => {
    const reply = await callApi<{ calls: object[] }>(server.url, 'GET', 'usfw/api-usage/my-calls', {
      token: user.token,
    });
    expect(keys(reply.body.data)).toEqual(['calls', 'limit', 'offset', 'total']);
    expect(keys(reply.body.data.calls[0])).toEqual([
      'apiEndpoint',
      'cost',
      'environment',
      'id',
      'latencyMs',
      'requestId',
      'serviceType',
      'statusCode',
      'time',
      'wasForwarded',
    ]);
  });

  it('apis: an API definition without its internal columns', async () => {
    const reply = await callApi<object[]>(server.url, 'GET', 'v1/apis/all-apis');
    expect(reply.body.data.length).toBeGreaterThan(0);
    for (const api of reply.body.data) expect(keys(api)).toEqual(API_FIELDS);
  });

  it('articles: an article without its file path', async () => {
    const reply = await callApi<object[]>(server.url, 'GET', 'articles/p/get-all-articles');
    expect(reply.body.data.length).toBeGreaterThan(0);
    for (const article of reply.body.data) {
      expect(keys(article)).toEqual([
        'approved',
        'articleId',
        'articleIsOnline',
        'category',
        'content',
        'datePosted',
        'summary',
        'title',
      ]);
    }
  });

  it('social: the preview without the account’s e-mail', async () => {
    const reply = await callApi(server.url, 'GET', 'usfw/p/search-user/abc123');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ profile_url: 'https://images.example.com/jane.png', profile_name: 'Jane' });
  });

  it("gateway: a service's answer without what its answer schema does not name", async () => {
    const reply = await callApi(server.url, 'POST', 'csi-p/api-sandbox/encrypt-data', {
      headers: user.headers,
      body: { rawData: 'Your data here' },
    });
    expect(reply.status).toBe(200);
    expect(keys(reply.body)).toEqual(['data', 'msg']);
    expect(keys(reply.body.data)).toEqual(['encryptedData', 'privateKey', 'publicKey']);
  });

  it('errors: the error schema keeps msg and requestId', async () => {
    const reply = await callApi(server.url, 'GET', 'usfw/wallet/details');
    expect(reply.status).toBe(401);
    expect(keys(reply.body)).toEqual(['msg', 'requestId']);
  });
});
