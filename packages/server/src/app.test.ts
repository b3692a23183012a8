import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './lib/testing/callApi';
import { rawGet } from './lib/testing/rawGet';
import { createTestUser } from './testing/createTestUser';
import { startTestServer, type TestServer } from './testing/startTestServer';

describe('the server shell', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('answers /healthz with ok once it can serve', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with 404 and a msg', async () => {
    const res = await fetch(`${server.url}/usfw/no-such-thing`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { msg: string }).msg).toContain('Not found');
  });

  it('answers a badly percent-encoded URL with 400 and a msg', async () => {
    for (const target of ['/usfw/x%E0', '/x%E0', '/v1/apis/get-api/%C0%AF']) {
      const res = await rawGet(server.url, target, { accept: 'application/json' });
      expect({ target, status: res.status, body: JSON.parse(res.text) }).toEqual({
        target,
        status: 400,
        body: { msg: 'Bad request: the URL is not correctly percent-encoded.', requestId: expect.any(String) },
      });
    }
  });

  it('answers a path segment longer than the router allows with 414 and a msg', async () => {
    const res = await fetch(`${server.url}/v1/apis/get-api/${'a'.repeat(101)}`);
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 414,
      body: { msg: 'Bad request: a part of the URL path is too long.', requestId: expect.any(String) },
    });
  });

  it('refuses a NUL character anywhere in params, query or body with 400 and a msg', async () => {
    const query = await callApi(server.url, 'GET', 'v1/apis/all-apis?search=a%00b');
    expect(query).toMatchObject({
      status: 400,
      body: { msg: 'Invalid request: query.search must not contain NUL characters.' },
    });
    const body = await callApi(server.url, 'POST', 'usfw/auth/login', {
      body: { username: 'someone@example.com', password: 'x', extra: [{ deep: 'a\u0000' }] },
    });
    expect(body).toMatchObject({
      status: 400,
      body: { msg: 'Invalid request: body.extra.0.deep must not contain NUL characters.' },
    });
    const key = await callApi(server.url, 'POST', 'usfw/auth/login', {
      body: { username: 'someone@example.com', password: 'x', 'a\u0000': 1 },
    });
    expect(key).toMatchObject({ status: 400, body: { msg: 'Invalid request: body must not contain NUL characters.' } });
  });

  it('lets a NUL through in a gateway body: text to encrypt may hold any character and is never stored', async () => {
    const user = await createTestUser(server.app);
    const rawData = 'before\u0000after';
    const sealed = await callApi(server.url, 'POST', 'csi-p/api-sandbox/encrypt-data', {
      body: { rawData },
      headers: user.headers,
    });
    expect(sealed.status).toBe(200);
    const { privateKey, publicKey, encryptedData } = sealed.body.data as Record<string, string>;
    const opened = await callApi(server.url, 'POST', 'csi-p/api-sandbox/decrypt-data', {
      body: { prky: privateKey, encryptedData, plky: publicKey },
      headers: user.headers,
    });
    expect(opened).toMatchObject({ status: 200, body: { data: { rawData } } });
  });

  it('compresses replies of 1 KB and more when the client accepts it, but not the gateway', async () => {
    const articles = await fetch(`${server.url}/articles/p/get-all-articles`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(articles.status).toBe(200);
    expect(articles.headers.get('content-encoding')).toBe('br');
    expect(((await articles.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    const user = await createTestUser(server.app);
    const sealed = await fetch(`${server.url}/csi-p/api-sandbox/encrypt-data`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ rawData: 'x'.repeat(3000) }),
    });
    expect(sealed.status).toBe(200);
    expect(sealed.headers.get('content-encoding')).toBeNull();
  });
});
