import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEHIND_TEST_PROXY, startTestServer, type TestServer } from '../testing/startTestServer';
import { createTestUser } from '../testing/createTestUser';

describe('security headers on every response', () => {
  let server: TestServer;
  let proxied: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    proxied = await startTestServer({ ...BEHIND_TEST_PROXY, httpsRedirect: true });
  });
  afterAll(async () => {
    await Promise.all([server.close(), proxied.close()]);
  });

  it('sends the CSP, framing, sniffing, referrer, permissions and resource policies, without HSTS over plain HTTP', async () => {
    for (const p of ['/healthz', '/v1/apis/all-apis', '/no/such/api/usfw']) {
      const res = await server.app.inject({ method: 'GET', url: p });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("sends helmet's headers exactly as @fastify/helmet did, on a page, a probe, an error and a gateway call", async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
        "font-src 'self' data:;connect-src 'self' https://ipapi.co;frame-src https://www.openstreetmap.org;" +
        "frame-ancestors 'none';form-action 'self';base-uri 'self';object-src 'none';worker-src 'self' blob:",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy':
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    };
    for (const [method, url] of [
      ['GET', '/healthz'],
      ['GET', '/no/such/page'],
      ['POST', '/v1/apis/all-apis'],
      ['POST', '/csi-p/api-live/encrypt-data'],
    ] as const) {
      const res = await server.app.inject({ method, url });
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers[name]]));
      expect(sent, `${method} ${url}`).toEqual(expected);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('keeps API answers out of every cache (Cache-Control: no-store), while a route that chooses its own keeps it', async () => {
    const user = await createTestUser(server.app, { balanceMicro: 10_000_000n });
    const generatedKeys = await server.app.inject({
      method: 'POST',
      url: '/csi-p/api-live/encrypt-data',
      headers: user.headers,
      payload: { rawData: 'Quarterly payroll export for Nairobi office' },
    });
    expect(generatedKeys.statusCode).toBe(200);
    expect(generatedKeys.json().data.privateKey).toContain('BEGIN PRIVATE KEY');
    expect(generatedKeys.headers['cache-control']).toBe('no-store');
    const profile = await server.app.inject({
      method: 'GET',
      url: '/usfw/my-profile',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    for (const [url, status] of [
      ['/v1/apis/all-apis', 200],
      ['/csi-p/api-live/encrypt-data', 400],
    ] as const) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const securityTxt = await server.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(securityTxt.headers['cache-control']).toBe('public, max-age=86400');
    const openApi = await server.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(openApi.headers['cache-control']).toBe('no-cache');
  });

  it('adds HSTS of at least a year behind a trusted proxy that says the request came over HTTPS', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    const hsts = String(res.headers['strict-transport-security']);
    expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(res.statusCode).toBe(200);
  });

  it('redirects plain HTTP to HTTPS behind the proxy, but never the health probes', async () => {
    const page = await proxied.app.inject({
      method: 'GET',
      url: '/tech/pub?q=1',
      headers: { 'x-forwarded-proto': 'http', host: 'csi.example' },
    });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('https://csi.example/tech/pub?q=1');
    const probe = await proxied.app.inject({ method: 'GET', url: '/readyz', headers: { 'x-forwarded-proto': 'http' } });
    expect(probe.statusCode).toBe(200);
  });

  it('does not trust X-Forwarded-Proto without TRUST_PROXY', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
