import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../testing/createTestUser';
import { startTestServer, type TestServer } from '../testing/startTestServer';

describe('JSON request bodies', () => {
  let server: TestServer;
  let user: TestUser;
  const logLines: string[] = [];
  const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: res.status, body: (await res.json()) as { msg?: string } };
  };
  const errorLines = () => logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
    user = await createTestUser(server.app, { balanceMicro: 10_000_000n });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a body nested 10,000 levels deep with 400 on the gateway and on ordinary routes, logging no error', async () => {
    const arrays = '['.repeat(10_000) + ']'.repeat(10_000);
    const objects = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const inField = `{"rawData":${objects}}`;
    const targets: [string, Record<string, string>][] = [
      ['csi-p/api-sandbox/encrypt-data', user.headers],
      ['csi-p/api-live/encrypt-data', user.headers],
      ['csi-p/api-live/encrypt-data', {}],
      ['usfw/auth/login', {}],
    ];
    for (const [path, headers] of targets) {
      for (const body of [arrays, objects, inField]) {
        const reply = await post(path, body, headers);
        expect({ path, status: reply.status, msg: reply.body.msg }).toEqual({
          path,
          status: 400,
          msg: 'The request body is nested too deeply (at most 64 levels).',
        });
      }
    }
    expect(errorLines()).toEqual([]);
  });

  it('reads a body nested 64 levels deep as usual', async () => {
    const nested = '{"a":'.repeat(63) + '1' + '}'.repeat(63);
    const reply = await post('csi-p/api-sandbox/encrypt-data', `{"rawData":"hello","extra":${nested}}`, user.headers);
    expect(reply.status).toBe(200);
    const login = await post('usfw/auth/login', `{"username":"nobody@test.local","password":"x","extra":${nested}}`);
    expect(login.body.msg).not.toMatch(/nested/);
  });

  it('refuses a body larger than the limit with 413 and a clear message', async () => {
    const huge = JSON.stringify({ rawData: 'x'.repeat(9 * 1024 * 1024) });
    for (const path of ['csi-p/api-live/encrypt-data', 'usfw/auth/login']) {
      const reply = await post(path, huge, user.headers);
      expect({ path, status: reply.status, msg: reply.body.msg }).toEqual({
        path,
        status: 413,
        msg: 'Request body is too large.',
      });
    }
    expect(errorLines()).toEqual([]);
  });
});
