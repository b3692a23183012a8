import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { createTestUser, type TestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import type { CallReply } from './schemas';

type Page = { calls: CallReply[]; total: number; limit: number; offset: number };

describe('per-call insight usfw/api-usage/my-calls', () => {
  let server: TestServer;
  let user: TestUser;
  const gateway = (environment: 'live' | 'sandbox', path: string, body: unknown, requestId: string) =>
    callApi(server.url, 'POST', `csi-p/api-${environment}${path}`, {
      body,
      headers: { ...user.headers, 'x-request-id': requestId },
    });
  const calls = (query = '', who: { token: string } = user) =>
    callApi<Page>(server.url, 'GET', `usfw/api-usage/my-calls${query}`, { token: who.token });

  beforeAll(async () => {
    server = await startTestServer();
    user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 1_000_000n });
    // Oldest first: a live call, a sandbox call, a live call the service refuses (400, refunded), a live decrypt.
    expect((await gateway('live', '/encrypt-data', { rawData: 'hello' }, 'insight-live-1')).status).toBe(200);
    expect((await gateway('sandbox', '/encrypt-data', { rawData: 'hello' }, 'insight-sandbox-1')).status).toBe(200);
    expect((await gateway('live', '/decrypt-data', { encryptedData: 'AQ==' }, 'insight-failed-1')).status).toBe(400);
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps environment, status, latency, exact cost and request id of each call, newest first', async () => {
    const api = await server.app.db
      .selectFrom('apis')
      .select(['costMicro'])
      .where('apiId', '=', 'csi-data-001')
      .executeTakeFirstOrThrow();
    const reply = await calls();
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toBe('API calls.');
    const page = reply.body.data;
    expect(page.total).toBe(3);
    expect(page).toMatchObject({ limit: 50, offset: 0 });
    expect(page.calls.map((c) => c.requestId)).toEqual(['insight-failed-1', 'insight-sandbox-1', 'insight-live-1']);
    const [failed, sandbox, live] = page.calls;
    expect(live).toEqual({
      id: expect.any(Number),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      apiEndpoint: '/encrypt-data',
      serviceType: 'data-security',
      environment: 'live',
      wasForwarded: true,
      statusCode: 200,
      latencyMs: expect.any(Number),
      cost: '0.005',
      requestId: 'insight-live-1',
    });
    expect(BigInt(api.costMicro)).toBe(5000n);
    expect(live?.latencyMs).toBeGreaterThanOrEqual(0);
    expect(sandbox).toMatchObject({ environment: 'sandbox', statusCode: 200, cost: '0.00', wasForwarded: true });
    // Refunded, so it cost nothing; it keeps the status the service answered.
    expect(failed).toMatchObject({ environment: 'live', statusCode: 400, cost: '0.00', apiEndpoint: '/decrypt-data' });
    const stored = await server.app.db
      .selectFrom('apiCalls')
      .select(['costMicro'])
      .where('requestId', '=', 'insight-live-1')
      .executeTakeFirstOrThrow();
    expect(stored.costMicro).toBe(api.costMicro);
  });

  it('sends what a call cost in X-Call-Cost: the price live, 0.00 in the sandbox and when refused', async () => {
    const live = await gateway('live', '/encrypt-data', { rawData: 'x' }, 'insight-header-1');
    expect(live.headers.get('x-call-cost')).toBe('0.005');
    expect(live.headers.get('x-request-id')).toBe('insight-header-1');
    const sandbox = await gateway('sandbox', '/encrypt-data', { rawData: 'x' }, 'insight-header-2');
    expect(sandbox.headers.get('x-call-cost')).toBe('0.00');
    const refused = await gateway('live', '/decrypt-data', {}, 'insight-header-3');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-call-cost')).toBe('0.00');
    const wrongKey = await callApi(server.url, 'POST', 'csi-p/api-live/encrypt-data', {
      body: { rawData: 'x' },
      headers: { 'x-api-key': 'csi_nope', 'x-app-username': user.apiUsername },
    });
    expect({ status: wrongKey.status, cost: wrongKey.headers.get('x-call-cost') }).toEqual({
      status: 400,
      cost: '0.00',
    });
    await server.app.usageRecorder.flush();
    await server.app.db.deleteFrom('apiCalls').where('requestId', 'like', 'insight-header-%').execute();
  });

  it('filters by environment, status class and API, and pages with limit and offset', async () => {
    const ids = (page: Page) => page.calls.map((c) => c.requestId);
    expect(ids((await calls('?environment=sandbox')).body.data)).toEqual(['insight-sandbox-1']);
    expect(ids((await calls('?environment=live&status=ok')).body.data)).toEqual(['insight-live-1']);
    expect(ids((await calls('?status=error')).body.data)).toEqual(['insight-failed-1']);
    expect(ids((await calls('?api=%2Fencrypt-data')).body.data)).toEqual(['insight-sandbox-1', 'insight-live-1']);
    const first = (await calls('?limit=2')).body.data;
    expect({ ids: ids(first), total: first.total, limit: first.limit }).toEqual({
      ids: ['insight-failed-1', 'insight-sandbox-1'],
      total: 3,
      limit: 2,
    });
    const second = (await calls('?limit=2&offset=2')).body.data;
    expect({ ids: ids(second), total: second.total, offset: second.offset }).toEqual({
      ids: ['insight-live-1'],
      total: 3,
      offset: 2,
    });
    const other = await createTestUser(server.app);
    expect((await calls('', other)).body.data).toEqual({ calls: [], total: 0, limit: 50, offset: 0 });
  });

  it('answers 400 with a clear msg for a bad filter or page, and 401 without a session', async () => {
    const cases: [string, string][] = [
      ['?environment=prod', 'Invalid request: environment must be equal to one of the allowed values.'],
      ['?status=failed', 'Invalid request: status must be equal to one of the allowed values.'],
      ['?limit=0', 'limit must be a whole number from 1 to 500.'],
      ['?limit=501', 'limit must be a whole number from 1 to 500.'],
      ['?limit=ten', 'limit must be a whole number from 1 to 500.'],
      ['?offset=-1', 'offset must be a whole number from 0 to 1000000.'],
      ['?offset=1.5', 'offset must be a whole number from 0 to 1000000.'],
      ['?api=encrypt-data', 'Invalid request: api must match pattern "^/[A-Za-z0-9/_.-]{0,199}$".'],
    ];
    for (const [query, msg] of cases) {
      const reply = await calls(query);
      expect({ query, status: reply.status, msg: reply.body.msg }).toEqual({ query, status: 400, msg });
    }
    expect((await callApi(server.url, 'GET', 'usfw/api-usage/my-calls')).status).toBe(401);
  });
});
