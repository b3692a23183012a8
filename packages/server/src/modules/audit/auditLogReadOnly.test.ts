import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../testing/startTestServer';

/** Every kind the recording functions write (SecurityEventKind and AdminActionKind). */
const RECORDED_KINDS = [
  'sign-in',
  'sign-in-failed',
  'second-step-failed',
  'confirm-identity-failed',
  'password-changed',
  'api-key-changed',
  'social-code-changed',
  'session-ended',
  'other-sessions-ended',
  'two-step-on',
  'two-step-off',
  'passkey-added',
  'passkey-removed',
  'passkey-used',
  'recovery-code-used',
  'recovery-codes-created',
  'user.activate',
  'user.deactivate',
  'article.create',
  'article.update',
  'article.delete',
  'api.create',
  'api.update',
];

/**
 * The routes of `app.printRoutes({ commonPrefix: false })`, as `METHOD /path`: the tree's lines nest path segments,
 * each line `segment (METHOD, ...)` for a route or bare `segment` for a branch.
 */
function routesOf(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
}

describe('the audit log cannot be edited through the platform', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('reads every registered route from the router', () => {
    const routes = routesOf(server.app.printRoutes({ commonPrefix: false }));
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /usfw/auth/login',
        'GET /usfw/sessions',
        'DELETE /usfw/sessions/:sessionId',
        'GET /usfw/a/audit-log',
        'GET /usfw/a/audit-log/csv',
        'PUT /v1/apis/update-api/:id',
        'POST /api/logout',
      ]),
    );
  });

  it('offers no call that changes or removes the log: only GET on its paths', () => {
    const routes = routesOf(server.app.printRoutes({ commonPrefix: false }));
    const onTheLog = routes.filter((route) => /audit|security-activity/.test(route));
    expect(onTheLog.every((route) => route.startsWith('GET ') || route.startsWith('HEAD '))).toBe(true);
    expect(onTheLog.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps every written entry as it was after every route is called as an administrator, and adds only recorded kinds', async () => {
    // Entries of every source first: sign-ins and a failure, an admin action, a session ended.
    const { token, id } = await signUp(server.url, 'walker@example.com', 'walker-password-1');
    await callApi(server.url, 'POST', 'usfw/auth/login', { body: { username: 'walker@example.com', password: 'x' } });
    await callApi(server.url, 'POST', 'usfw/sessions/end-others', { token });
    const admin = await server.adminToken();
    await callApi(server.url, 'GET', `usfw/a/manage-activation/${id}/deactivate`, { token: admin });
    await server.app.backgroundTasks.idle();
    const written = await server.app.db.selectFrom('auditEvents').selectAll().orderBy('id').execute();
    expect(written.length).toBeGreaterThanOrEqual(5);
    const lastId = written.at(-1)?.id ?? '0';

    const adminRow = await server.app.db
      .selectFrom('users')
      .select(['id', 'role', 'email'])
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    const routes = routesOf(server.app.printRoutes({ commonPrefix: false })).filter(
      (route) => !route.startsWith('HEAD ') && !route.startsWith('OPTIONS '),
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const [method = 'GET', path = '/'] = route.split(' ');
      const url = path.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');
      // A fresh token for each call: a route may sign the previous one out.
      const fresh = await server.app.tokens.sign({ ...adminRow, id: Number(adminRow.id) });
      const withBody = !['GET', 'DELETE'].includes(method);
      await server.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${fresh}`, ...(withBody ? { 'content-type': 'application/json' } : {}) },
        ...(withBody ? { payload: '{}' } : {}),
      });
    }
    await server.app.backgroundTasks.idle();

    const after = await server.app.db.selectFrom('auditEvents').selectAll().orderBy('id').execute();
    expect(after.filter((row) => BigInt(row.id) <= BigInt(lastId))).toEqual(written);
    const added = after.filter((row) => BigInt(row.id) > BigInt(lastId)).map((row) => row.kind);
    expect(added.filter((kind) => !RECORDED_KINDS.includes(kind))).toEqual([]);
  }, 180_000);
});
