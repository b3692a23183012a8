import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiKey } from '../account/newApiKey';
import { callApi } from '../../lib/testing/callApi';
import { randomHex } from '../../lib/randomHex';
import { createTestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the gateway rate limit shared by two server instances on one Redis', () => {
  let servers: TestServer[];
  beforeAll(async () => {
    servers = await Promise.all([startTestServer({ redisUrl: REDIS_URL }), startTestServer({ redisUrl: REDIS_URL })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('counts calls to both instances in one window: 50 pass, the 51st is 429', async () => {
    // The same account on both instances; a fresh random key keeps the Redis counter to this test.
    const credentials = { apiKey: newApiKey(), apiUsername: `csi-shared-${randomHex(4)}` };
    const [one, two] = await Promise.all(servers.map((server) => createTestUser(server.app, {}, credentials)));
    const call = (i: number) =>
      callApi(servers[i % 2]?.url ?? '', 'POST', 'csi-p/api-sandbox/encrypt-data', {
        headers: (i % 2 ? two : one)?.headers ?? {},
        body: { rawData: 'x' },
      });
    const replies = [];
    for (let i = 0; i < 50; i += 1) replies.push(await call(i));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(replies[0]?.headers.get('ratelimit')).toMatch(/^"default";r=49;t=(60|59)$/);
    expect(replies[49]?.headers.get('ratelimit')).toMatch(/^"default";r=0;t=(60|[1-5][0-9]|[1-9])$/);
    expect(replies[49]?.headers.get('ratelimit-policy')).toBe('"default";q=50;w=60');
    const over = await call(50);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(over.headers.get('ratelimit')).toBe(`"default";r=0;t=${over.headers.get('retry-after')}`);
    expect((await call(51)).status).toBe(429);
  });
});
