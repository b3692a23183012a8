import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { createTestUser, type TestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

describe('the quota an account has left', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const encrypt = (user: TestUser, environment: 'live' | 'sandbox') =>
    callApi(server.url, 'POST', `csi-p/api-${environment}/encrypt-data`, {
      headers: user.headers,
      body: { rawData: 'quota check' },
    });
  const quotaOfProgram = (headers: Record<string, string>) => callApi(server.url, 'GET', 'csi-p/quota', { headers });
  const quotaSignedIn = (user: TestUser) => callApi(server.url, 'GET', 'usfw/wallet/quota', { token: user.token });

  it('answers a new account its whole windows and nothing spent, and reading it spends nothing', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 2_000_000n });
    const month = `${new Date().toISOString().slice(0, 7)}-01`;
    for (let i = 0; i < 3; i += 1) {
      const reply = await quotaOfProgram(user.headers);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        msg: 'Quota.',
        data: {
          wallet: { creditPoints: 200, freeCoins: 0, balance: 2 },
          month: { from: month, spent: 0 },
          rateLimit: { limit: 50, windowSeconds: 60, remaining: 50, resetSeconds: 0 },
          sandbox: { callsPerDay: 100, used: 0, remaining: 100, resetSeconds: expect.any(Number) },
        },
      });
      expect(reply.headers.get('ratelimit-policy')).toBe('"default";q=50;w=60');
    }
  });

  it("counts this month's live charges, the gateway window and today's sandbox calls, the same for a program and the site", async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 2_000_000n });
    let charged = 0;
    for (let i = 0; i < 2; i += 1) {
      const live = await encrypt(user, 'live');
      expect(live.status).toBe(200);
      charged += Number(live.headers.get('x-call-cost'));
    }
    for (let i = 0; i < 3; i += 1) expect((await encrypt(user, 'sandbox')).status).toBe(200);
    expect(charged).toBeGreaterThan(0);

    const program = await quotaOfProgram(user.headers);
    expect(program.status).toBe(200);
    const { data } = program.body as { data: Record<string, Record<string, number>> };
    expect(data.month?.spent).toBeCloseTo(charged, 6);
    expect(data.wallet?.balance).toBeCloseTo(2 - charged, 6);
    expect(data.rateLimit).toMatchObject({ limit: 50, remaining: 45 });
    expect(data.rateLimit?.resetSeconds).toBeGreaterThan(0);
    expect(data.rateLimit?.resetSeconds).toBeLessThanOrEqual(60);
    expect(data.sandbox).toMatchObject({ callsPerDay: 100, used: 3, remaining: 97 });
    expect(data.sandbox?.resetSeconds).toBeGreaterThan(0);
    expect(data.sandbox?.resetSeconds).toBeLessThanOrEqual(24 * 60 * 60);
    expect(program.headers.get('ratelimit')).toBe(`"default";r=45;t=${data.rateLimit?.resetSeconds}`);

    const site = await quotaSignedIn(user);
    expect(site.status).toBe(200);
    expect((site.body as { data: unknown }).data).toEqual({
      ...data,
      rateLimit: { ...data.rateLimit, resetSeconds: expect.any(Number) },
      sandbox: { ...data.sandbox, resetSeconds: expect.any(Number) },
    });
  });

  it('refuses a wrong key pair, a blocked key and a visitor who is not signed in, as the gateway does', async () => {
    const user = await createTestUser(server.app);
    const wrong = await quotaOfProgram({ ...user.headers, 'x-app-username': 'csi-user-someone-else' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('Wrong x-api-key and/or x-app-username');
    expect((await quotaOfProgram({})).status).toBe(400);

    await server.app.db.updateTable('users').set({ apiKeyBlocked: true }).where('id', '=', user.id).execute();
    const blocked = await quotaOfProgram(user.headers);
    expect(blocked.status).toBe(403);
    expect(blocked.body.msg).toBe(
      'API key is blocked. Switch off the revoke setting in Settings or contact the administrator.',
    );

    expect((await callApi(server.url, 'GET', 'usfw/wallet/quota')).status).toBe(401);
  });
});
