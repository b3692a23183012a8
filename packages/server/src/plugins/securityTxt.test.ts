import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { securityTxt } from './securityTxt';

describe('/.well-known/security.txt', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves a contact, an expiry under a year ahead, the languages and its canonical address as plain text', async () => {
    const res = await fetch(`${server.url}/.well-known/security.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('Contact: mailto:security@csi.co.ke\n');
    expect(text).toContain(`Canonical: ${server.url}/.well-known/security.txt\n`);
    const expires = Date.parse(text.match(/^Expires: (\S+)$/m)?.[1] ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
  });

  it('writes the expiry 180 days after the given moment, in the RFC 3339 form', () => {
    expect(securityTxt('https://csi.co.ke', new Date('2026-11-24T12:00:00.000Z'))).toContain(
      'Expires: 2027-05-23T12:00:00Z\n',
    );
  });
});
