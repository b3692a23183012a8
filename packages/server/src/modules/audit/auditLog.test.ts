import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../testing/startTestServer';
import { auditCsv, csvCell } from './auditCsv';

interface Entry {
  id: string;
  at: string;
  kind: string;
  actorId: number | null;
  actorEmail: string | null;
  userId: number | null;
  targetType: string | null;
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  address: string | null;
  device: string | null;
  requestId: string | null;
}

const article = {
  title: 'Reading a phishing e-mail header',
  summary: 'Where the real sender hides.',
  category: 'phishing',
  content: 'Look at Received lines.',
  articleIsOnline: true,
};
const newApi = {
  apiId: 'csi-audit-001',
  name: 'Audit API',
  shortDescription: 'An API for the audit test.',
  documentationLink: '/docs/g/csi-apis',
  specialPlayground: '0',
  endpoint: '/audit-one',
  apiAccepts: 'application/json',
  bodyExample: '',
  cost: 0.000125,
  apiService: 'none',
  live: false,
};

describe('the audit log', () => {
  let server: TestServer;
  let admin: string;
  const log = (query = '') => callApi<Entry[]>(server.url, 'GET', `usfw/a/audit-log${query}`, { token: admin });
  const latest = async (kind: string) => (await log(`?kind=${kind}`)).body.data[0];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.adminToken();
  });
  afterAll(async () => server.close());

  it('records a deactivation and an activation with actor, target, before and after, address and request id', async () => {
    const { id } = await signUp(server.url, 'suspect@example.com');
    const off = await callApi(server.url, 'GET', `usfw/a/manage-activation/${id}/deactivate`, { token: admin });
    expect(off.status).toBe(200);
    const entry = await latest('user.deactivate');
    expect(entry).toMatchObject({
      actorEmail: TEST_ADMIN.email,
      userId: id,
      targetType: 'user',
      targetId: String(id),
      before: { accSuspendedAdmin: false },
      after: { accSuspendedAdmin: true },
      address: '127.0.0.1',
      requestId: off.headers.get('x-request-id'),
    });
    expect(Date.parse(entry?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    await callApi(server.url, 'GET', `usfw/a/manage-activation/${id}/activate`, { token: admin });
    expect(await latest('user.activate')).toMatchObject({
      before: { accSuspendedAdmin: true },
      after: { accSuspendedAdmin: false },
    });
  });

  it('records article writes with only the changed fields before and after', async () => {
    const created = await callApi<{ articleId: number }>(server.url, 'POST', 'articles/a/add-article', {
      token: admin,
      body: article,
    });
    expect(created.status).toBe(201);
    const articleId = String(created.body.data.articleId);
    expect(await latest('article.create')).toMatchObject({
      targetType: 'article',
      targetId: articleId,
      after: article,
    });
    expect((await latest('article.create'))?.before).toBeNull();

    await callApi(server.url, 'PUT', `articles/a/update-article/${articleId}`, {
      token: admin,
      body: { ...article, summary: 'Where the real sender hides, line by line.' },
    });
    expect(await latest('article.update')).toMatchObject({
      targetId: articleId,
      before: { summary: 'Where the real sender hides.' },
      after: { summary: 'Where the real sender hides, line by line.' },
    });
    expect(Object.keys((await latest('article.update'))?.after ?? {})).toEqual(['summary']);

    await callApi(server.url, 'DELETE', `articles/a/permanent-delete/${encodeURIComponent(article.title)}`, {
      token: admin,
    });
    expect(await latest('article.delete')).toMatchObject({
      targetId: articleId,
      before: { title: article.title },
      after: null,
    });
  });

  it('records API writes, the price change with its old and new value', async () => {
    const added = await callApi<{ id: number }>(server.url, 'POST', 'v1/apis/add-api', { token: admin, body: newApi });
    expect(added.status).toBe(201);
    expect(await latest('api.create')).toMatchObject({ targetType: 'api', targetId: String(added.body.data.id) });
    await callApi(server.url, 'PUT', `v1/apis/update-api/${added.body.data.id}`, {
      token: admin,
      body: { ...newApi, cost: 1.5 },
    });
    expect(await latest('api.update')).toMatchObject({
      actorEmail: TEST_ADMIN.email,
      before: { costMicro: '125' },
      after: { costMicro: '1500000' },
    });
  });

  it('records no entry for a refused admin call', async () => {
    const before = (await log()).body.data.length;
    const refused = await callApi(server.url, 'POST', 'articles/a/add-article', {
      token: admin,
      body: { ...article, title: ' ' },
    });
    expect(refused.status).toBe(400);
    expect((await log()).body.data.length).toBe(before);
  });

  it('filters by actor, kind and date', async () => {
    const { token } = await signUp(server.url, 'filterer@example.com');
    expect((await callApi(server.url, 'GET', 'usfw/my-profile', { token })).status).toBe(200);
    const byActor = (await log('?actor=FILTERER@example')).body.data;
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((entry) => entry.actorEmail === 'filterer@example.com')).toBe(true);
    const byKind = (await log('?kind=api.update')).body.data;
    expect(byKind.map((entry) => entry.kind)).toEqual(['api.update']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`?from=${today}&to=${today}&kind=api.update`)).body.data).toHaveLength(1);
    expect((await log('?to=2020-01-01')).body.data).toEqual([]);
    expect((await log('?actor=%25')).body.data).toEqual([]);
  });

  it('lists at most `limit` entries, 1 to 500, and refuses any other limit in words', async () => {
    expect((await log('?limit=2')).body.data).toHaveLength(2);
    expect((await log('?limit=500')).status).toBe(200);
    for (const limit of ['0', '501', 'ten', '2.5']) {
      expect(await log(`?limit=${limit}`)).toMatchObject({
        status: 400,
        body: { msg: 'limit must be a whole number from 1 to 500.' },
      });
    }
  });

  it('refuses a day that does not exist or a range that ends before it starts, in words', async () => {
    expect(await log('?from=2025-02-30')).toMatchObject({
      status: 400,
      body: { msg: 'The from date is not a real day (YYYY-MM-DD).' },
    });
    expect(await log('?from=2025-03-02&to=2025-03-01')).toMatchObject({
      status: 400,
      body: { msg: 'The from date must not be after the to date.' },
    });
  });

  it('exports the filtered log as CSV with formula cells neutralised', async () => {
    const { id } = await signUp(server.url, 'csv-target@example.com');
    await callApi(server.url, 'GET', `usfw/a/manage-activation/${id}/deactivate`, { token: admin });
    // The actor's e-mail is read when the log is: an address a spreadsheet would run as a formula.
    const setAdminEmail = (email: string) =>
      server.app.db.updateTable('users').set({ email }).where('role', '=', 'admin').execute();
    await setAdminEmail('=HYPERLINK("http://evil.example","x")@example.com');
    const res = await fetch(`${server.url}/usfw/a/audit-log/csv?kind=user.deactivate`, {
      headers: { authorization: `Bearer ${admin}` },
    }).finally(() => setAdminEmail(TEST_ADMIN.email));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe(
      'at,kind,actorId,actorEmail,userId,targetType,targetId,before,after,details,address,device,requestId',
    );
    expect(lines[1]).toContain(`,user.deactivate,`);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")@example.com",${id},user,${id},`);
    expect(lines[1]).toContain('"{""accSuspendedAdmin"":false}","{""accSuspendedAdmin"":true}"');
  });

  it('escapes CSV cells: quotes, commas, line breaks, and cells starting with = + - @', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+254700000000')).toBe("'+254700000000");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(auditCsv([]).split('\r\n')).toHaveLength(2);
  });

  it('is for administrators only', async () => {
    const { token } = await signUp(server.url, 'curious@example.com');
    for (const path of ['usfw/a/audit-log', 'usfw/a/audit-log/csv']) {
      expect(await callApi(server.url, 'GET', path, { token })).toMatchObject({
        status: 403,
        body: { msg: 'Admin access required.' },
      });
      expect((await callApi(server.url, 'GET', path)).status).toBe(401);
    }
  });

  it('refuses in the database any change or removal of a written entry', async () => {
    const [entry] = (await log()).body.data;
    expect(entry).toBeDefined();
    const id = entry?.id ?? '';
    await expect(
      server.app.db.updateTable('auditEvents').set({ kind: 'forged' }).where('id', '=', id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(server.app.db.deleteFrom('auditEvents').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_events`.execute(server.app.db)).rejects.toThrow(/append-only/);
    expect((await log(`?kind=${entry?.kind ?? ''}`)).body.data.some((e) => e.id === id)).toBe(true);
  });
});
