import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainPdf } from '../../../test-fixtures/sampleFiles';
import { callApi } from '../../lib/testing/callApi';
import { createMemoryRateLimiter } from '../../plugins/rateLimiter';
import { createTestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { sandboxQuotaRefusal } from './sandboxLimits';

describe('what the sandbox and live environments allow', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses live calls of an account whose e-mail is not verified, with the way to verify it; sandbox works', async () => {
    const user = await createTestUser(server.app, {}, { emailVerified: false });
    const live = await callApi(server.url, 'POST', 'csi-p/api-live/encrypt-data', {
      headers: user.headers,
      body: { rawData: 'x' },
    });
    expect(live.status).toBe(403);
    expect(live.body.msg).toBe(
      'Live API calls need a verified e-mail address. Verify it in Settings → Security Settings (request a verification code, then verify email), or try the sandbox.',
    );
    const wallet = await server.app.db.selectFrom('ledger').select('kind').where('userId', '=', user.id).execute();
    expect(wallet.map((row) => row.kind)).not.toContain('api_charge');
    const sandbox = await callApi(server.url, 'POST', 'csi-p/api-sandbox/encrypt-data', {
      headers: user.headers,
      body: { rawData: 'x' },
    });
    expect(sandbox.status).toBe(200);
  });

  it('takes JSON data up to 4 KB in the sandbox and refuses more with its own message; live takes it', async () => {
    const user = await createTestUser(server.app);
    const call = (environment: string, rawData: string) =>
      callApi(server.url, 'POST', `csi-p/api-${environment}/encrypt-data`, {
        headers: user.headers,
        body: { rawData },
      });
    // {"rawData":"..."} is 14 bytes around the data.
    expect((await call('sandbox', 'a'.repeat(4096 - 14))).status).toBe(200);
    const over = await call('sandbox', 'a'.repeat(4096 - 13));
    expect(over.status).toBe(413);
    expect(over.body.msg).toBe(
      'Sandbox requests carry at most 4 KB of JSON data. Use the live environment for larger data.',
    );
    expect((await call('live', 'a'.repeat(8000))).status).toBe(200);
  });

  it('takes files up to 1 MB in the sandbox and refuses more with its own message', async () => {
    const user = await createTestUser(server.app);
    const form = new FormData();
    const big = Buffer.concat([Buffer.from(await plainPdf()), Buffer.alloc(1024 * 1024)]);
    form.append('filePart', new Blob([big], { type: 'application/pdf' }), 'big.pdf');
    form.append('password', 'sandbox-password');
    const over = await callApi(server.url, 'POST', 'csi-p/api-sandbox/file/encrypt-pdf', {
      headers: user.headers,
      body: form,
    });
    expect(over.status).toBe(413);
    expect(over.body.msg).toBe('Sandbox files are limited to 1 MB. Use the live environment for larger files.');
  });

  it('counts 100 sandbox calls per account per UTC day, then answers 429 until midnight UTC', async () => {
    const limiter = createMemoryRateLimiter();
    const now = Date.parse('2026-11-24T22:30:00.000Z');
    for (let i = 0; i < 100; i += 1) expect(await sandboxQuotaRefusal(limiter, 'csi-user-a', now)).toBeNull();
    const refusal = await sandboxQuotaRefusal(limiter, 'csi-user-a', now);
    expect(refusal?.statusCode).toBe(429);
    expect(refusal?.message).toBe(
      'Daily sandbox quota of 100 calls reached; it resets at 00:00 UTC (in 90 minutes). Use the live environment meanwhile.',
    );
    expect(refusal?.headers['retry-after']).toBe('5400');
    expect(await sandboxQuotaRefusal(limiter, 'csi-user-b', now)).toBeNull();
    await limiter.close();
  });
});
