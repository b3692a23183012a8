import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../lib/testing/callApi';
import { createTestUser, type TestUser } from '../testing/createTestUser';
import { startTestServer, type TestServer } from '../testing/startTestServer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let server: TestServer;
  let siteDir: string;
  let user: TestUser;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(os.tmpdir(), 'csi-request-id-site-'));
    await writeFile(path.join(siteDir, 'index.html'), '<!doctype html><html lang="en"><title>CSI</title></html>');
    await writeFile(path.join(siteDir, 'robots.txt'), 'User-agent: *\n');
    server = await startTestServer(
      { siteDir, logLevel: 'info' },
      { logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
    user = await createTestUser(server.app);
  });
  afterAll(async () => {
    await server.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('echoes a sane X-Request-Id and generates a UUID for a missing or insane one', async () => {
    const echoed = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'trace-1234:abc_DEF.9' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-1234:abc_DEF.9');
    const generated = await fetch(`${server.url}/healthz`);
    expect(generated.headers.get('x-request-id')).toMatch(UUID);
    for (const insane of ['short', 'has space 12345', 'quote"1234567', 'x'.repeat(129)]) {
      const replaced = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': insane } });
      expect({ insane, id: replaced.headers.get('x-request-id') }).toEqual({
        insane,
        id: expect.stringMatching(UUID),
      });
    }
  });

  it('sends the header on 404s, framework errors, pages, static files, the gateway and protected routes', async () => {
    const paths = [
      ['/usfw/nothing-here', 404],
      ['/usfw/x%E0', 400],
      ['/', 200],
      ['/robots.txt', 200],
      ['/csi-p/api-live/encrypt-data', 400],
      ['/usfw/wallet/details', 401],
    ] as const;
    for (const [pathname, status] of paths) {
      const res = await fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } });
      expect({ pathname, status: res.status, id: res.headers.get('x-request-id') }).toEqual({
        pathname,
        status,
        id: expect.stringMatching(UUID),
      });
    }
  });

  it('puts the id beside msg in every error body, keeping the msg', async () => {
    const headers = { 'x-request-id': 'error-body-0001' };
    expect((await callApi(server.url, 'GET', 'usfw/nothing-here', { headers })).body).toEqual({
      msg: 'Not found: GET /usfw/nothing-here',
      requestId: 'error-body-0001',
    });
    expect((await callApi(server.url, 'GET', 'usfw/x%E0', { headers })).body).toEqual({
      msg: 'Bad request: the URL is not correctly percent-encoded.',
      requestId: 'error-body-0001',
    });
    expect((await callApi(server.url, 'POST', 'csi-p/api-live/encrypt-data', { headers, body: {} })).body).toEqual({
      msg: 'Wrong x-api-key and/or x-app-username',
      requestId: 'error-body-0001',
    });
    const serviceError = await callApi(server.url, 'POST', 'csi-p/api-sandbox/encrypt-data', {
      headers: { ...headers, ...user.headers },
      body: {},
    });
    expect(serviceError).toMatchObject({
      status: 400,
      body: { msg: 'rawData is required and must be a string.', requestId: 'error-body-0001' },
    });
    const malformed = await callApi(server.url, 'POST', 'usfw/auth/login', { headers, body: '{"username":' });
    expect(malformed.body).toEqual({ msg: 'Malformed JSON body.', requestId: 'error-body-0001' });
  });

  it('leaves successful bodies as they were', async () => {
    const wallet = await callApi(server.url, 'GET', 'usfw/wallet/details', { token: user.token });
    expect(wallet.status).toBe(200);
    expect(wallet.body).not.toHaveProperty('requestId');
    expect(wallet.headers.get('x-request-id')).toMatch(UUID);
  });

  it('writes the id in every log line of the request', async () => {
    const res = await fetch(`${server.url}/usfw/nothing-here`, { headers: { 'x-request-id': 'logged-request-42' } });
    expect(res.status).toBe(404);
    const ofRequest = lines.filter((line) => line.requestId === 'logged-request-42');
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.filter((line) => 'req' in line || 'res' in line).every((line) => 'requestId' in line)).toBe(true);
  });
});
