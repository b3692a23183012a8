import type { LabData } from '@csi/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { createTestUser, type TestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { createUsageRecorder } from './createUsageRecorder';
import { readLabData } from './readLabData';
import type { UsageLogReply } from './schemas';

const DAY = 86_400_000;

describe('usage usfw/api-usage', () => {
  let server: TestServer;
  let user: TestUser;
  const insert = (bucket: Date, serviceType: string, count: number, environment = 'live') =>
    server.app.db
      .insertInto('apiUsage')
      .values({
        userId: user.id,
        apiEndpoint: `/${serviceType}`,
        serviceType,
        environment,
        wasForwarded: true,
        bucket,
        count,
      })
      .execute();

  beforeAll(async () => {
    server = await startTestServer();
    user = await createTestUser(server.app);
  });
  afterAll(async () => {
    await server.close();
  });

  it('adds counts recorded in memory to the stored rows on flush, and flushes on close', async () => {
    const recorder = createUsageRecorder(server.app.db, { intervalMs: 60_000 });
    const event = {
      userId: user.id,
      apiEndpoint: '/encrypt-data',
      serviceType: 'data-security',
      environment: 'sandbox',
      wasForwarded: true,
    } as const;
    recorder.record(event);
    recorder.record(event);
    await recorder.flush();
    recorder.record(event);
    recorder.record({ ...event, wasForwarded: false });
    await recorder.close();
    const rows = await server.app.db
      .selectFrom('apiUsage')
      .selectAll()
      .where('userId', '=', user.id)
      .orderBy('wasForwarded')
      .execute();
    expect(rows.map((r) => [r.wasForwarded, r.count])).toEqual([
      [false, 1],
      [true, 3],
    ]);
    const logs = await callApi<UsageLogReply[]>(server.url, 'GET', 'usfw/api-usage/my-usage', { token: user.token });
    expect(logs.body.data).toContainEqual({
      apiUsageId: expect.any(Number),
      apiEndpoint: '/encrypt-data',
      serviceType: 'data-security',
      wasForwarded: true,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/),
      count: 3,
      environment: 'sandbox',
    });
    await server.app.db.deleteFrom('apiUsage').where('userId', '=', user.id).execute();
  });

  it('answers 12 months, the last 7 days ending today and the calls per service', async () => {
    const now = new Date(Date.UTC(2031, 2, 4, 15));
    await insert(new Date(Date.UTC(2031, 2, 4, 9)), 'data-security', 4);
    await insert(new Date(Date.UTC(2031, 2, 1, 23)), 'pdf-security', 2);
    await insert(new Date(Date.UTC(2031, 1, 26, 0)), 'data-security', 5, 'sandbox');
    await insert(new Date(Date.UTC(2031, 0, 10)), 'metadata-viewer', 7);
    await insert(new Date(Date.UTC(2030, 11, 31, 23)), 'metadata-viewer', 100);
    const lab = await readLabData(server.app.db, user.id, now);
    expect(lab.monthly).toEqual([7, 5, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(lab.daily).toEqual([
      { date: '2031-02-26', count: 5 },
      { date: '2031-02-27', count: 0 },
      { date: '2031-02-28', count: 0 },
      { date: '2031-03-01', count: 2 },
      { date: '2031-03-02', count: 0 },
      { date: '2031-03-03', count: 0 },
      { date: '2031-03-04', count: 4 },
    ]);
    expect(lab.daily[0]?.date).toBe(new Date(now.getTime() - 6 * DAY).toISOString().slice(0, 10));
    expect(lab.byService).toEqual([
      { serviceType: 'data-security', count: 9 },
      { serviceType: 'metadata-viewer', count: 107 },
      { serviceType: 'pdf-security', count: 2 },
    ]);
  });

  it('answers the current year over HTTP for the signed-in user only', async () => {
    const reply = await callApi<LabData>(server.url, 'GET', 'usfw/api-usage/my-lab-data', { token: user.token });
    expect(reply.body.data.monthly).toHaveLength(12);
    expect(reply.body.data.daily.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    const other = await createTestUser(server.app);
    const empty = await callApi<LabData>(server.url, 'GET', 'usfw/api-usage/my-lab-data', { token: other.token });
    expect(empty.body.data).toEqual({ monthly: Array(12).fill(0), daily: expect.any(Array), byService: [] });
    expect((await callApi(server.url, 'GET', 'usfw/api-usage/my-usage')).status).toBe(401);
  });
});
