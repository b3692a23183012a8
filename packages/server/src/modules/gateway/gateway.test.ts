import type { ApiDefinition } from '@csi/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { createTestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { MAX_RAW_DATA_BYTES } from '../../services/bounds/limits';
import { serviceHandlers } from '../../services/serviceHandlers';
import { GATEWAY_MESSAGES } from './messages';
import { setWallet, TEST_USER_PASSWORD } from '../../testing/createTestUser';
import { duringServiceRun } from '../../testing/duringServiceRun';

const ENCRYPT_COST_MICRO = 5000n;

describe('the gateway csi-p/api-live and csi-p/api-sandbox', () => {
  let server: TestServer;
  const call = (path: string, user: { headers: Record<string, string> }, body: unknown = { rawData: 'hello' }) =>
    callApi<unknown>(server.url, 'POST', path, { body, headers: user.headers });
  const wallet = async (userId: number) =>
    server.app.db.selectFrom('wallets').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();
  /** Sums the ledger of a user: it must equal the wallet. */
  const ledgerSum = async (userId: number) => {
    const rows = await server.app.db.selectFrom('ledger').selectAll().where('userId', '=', userId).execute();
    return {
      freeCoinsMicro: rows.reduce((sum, r) => sum + BigInt(r.freeCoinsDeltaMicro), 0n),
      balanceMicro: rows.reduce((sum, r) => sum + BigInt(r.balanceDeltaMicro), 0n),
    };
  };
  /** The kinds of a user's ledger rows, oldest first. */
  const ledgerKinds = async (userId: number) =>
    (await server.app.db.selectFrom('ledger').select('kind').where('userId', '=', userId).orderBy('id').execute()).map(
      (row) => row.kind,
    );

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a key and username that do not belong to one account with 400', async () => {
    const alice = await createTestUser(server.app);
    const bob = await createTestUser(server.app);
    const cases: Record<string, string>[] = [
      {},
      { 'x-api-key': alice.apiKey },
      { 'x-api-key': alice.apiKey, 'x-app-username': bob.apiUsername },
      { 'x-api-key': 'csi_nope', 'x-app-username': alice.apiUsername },
    ];
    for (const headers of cases) {
      const reply = await call('csi-p/api-live/encrypt-data', { headers });
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBe('Wrong x-api-key and/or x-app-username');
    }
  });

  it('runs the service in sandbox for free and charges the cost on live, free coins first', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 3000n, balanceMicro: 10_000n });
    const sandbox = await call('csi-p/api-sandbox/encrypt-data', user);
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.msg).toBe('Data encrypted successfully.');
    expect(await wallet(user.id)).toMatchObject({ freeCoinsMicro: '3000', balanceMicro: '10000' });

    const live = await call('csi-p/api-live/encrypt-data', user);
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ publicKey: expect.stringContaining('BEGIN PUBLIC KEY') });
    expect(await wallet(user.id)).toMatchObject({ freeCoinsMicro: '0', balanceMicro: '8000' });
    const details = await callApi(server.url, 'GET', 'usfw/wallet/details', { token: user.token });
    expect(details.body.data).toEqual({ creditPoints: 200, freeCoins: 0, balance: 0.008 });
    expect(await ledgerSum(user.id)).toEqual({ freeCoinsMicro: 0n, balanceMicro: 8000n });
  });

  it('does not charge a call the service refuses', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 5000n });
    const refused = await call('csi-p/api-live/decrypt-data', user, { encryptedData: 'AQ==' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('prky, encryptedData and plky are required and must be strings.');
    expect(await wallet(user.id)).toMatchObject({ balanceMicro: '5000' });
    // Charged only when served: a refused call writes no charge (and so needs no refund).
    expect(await ledgerKinds(user.id)).toEqual(['welcome_grant', 'test_adjustment']);
    expect(await ledgerSum(user.id)).toEqual({ freeCoinsMicro: 0n, balanceMicro: 5000n });
  });

  it('charges nothing for a live call whose service throws an unexpected error', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 1000n, balanceMicro: 9000n });
    const endpoint = serviceHandlers['/encrypt-data'];
    if (!endpoint) throw new Error('no /encrypt-data service');
    const handler = vi.spyOn(endpoint, 'handler').mockImplementationOnce(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'length')");
    });
    try {
      const reply = await call('csi-p/api-live/encrypt-data', user);
      expect(reply.status).toBe(500);
      expect(reply.body.msg).toBe('Internal server error. Please try again later.');
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      handler.mockRestore();
    }
    expect(await wallet(user.id)).toMatchObject({ freeCoinsMicro: '1000', balanceMicro: '9000' });
    expect(await ledgerKinds(user.id)).toEqual(['welcome_grant', 'test_adjustment']);
    // Its cost was only set aside while it ran: the next call can spend it.
    expect((await call('csi-p/api-live/encrypt-data', user)).status).toBe(200);
    expect(await wallet(user.id)).toMatchObject({ freeCoinsMicro: '0', balanceMicro: '5000' });
  });

  it('withholds the answer and charges nothing when the money was spent elsewhere while the call ran', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 6000n });
    // Another instance spends the wallet down to 0.002 USD while this call runs.
    const spentElsewhere = () => setWallet(server.app, user.id, { balanceMicro: 2000n });
    const reply = await duringServiceRun('/encrypt-data', spentElsewhere, () =>
      call('csi-p/api-live/encrypt-data', user),
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ msg: 'Insufficient balance for live API request.' });
    expect(reply.body).not.toHaveProperty('data');
    expect(reply.headers.get('x-call-cost')).toBe('0.00');
    expect(await wallet(user.id)).toMatchObject({ freeCoinsMicro: '0', balanceMicro: '2000' });
    expect(await ledgerKinds(user.id)).toEqual(['welcome_grant', 'test_adjustment', 'test_adjustment']);
    expect(await ledgerSum(user.id)).toEqual({ freeCoinsMicro: 0n, balanceMicro: 2000n });
  });

  it('answers 400 Insufficient balance and charges nothing when the wallet is short', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 2000n, balanceMicro: 2000n });
    const reply = await call('csi-p/api-live/encrypt-data', user);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('Insufficient balance for live API request.');
    expect(await wallet(user.id)).toMatchObject({ freeCoinsMicro: '2000', balanceMicro: '2000' });
  });

  it('lets exactly 5 of 20 parallel live calls through with funds for 5, never overdrawing', async () => {
    const user = await createTestUser(server.app, {
      freeCoinsMicro: 2n * ENCRYPT_COST_MICRO,
      balanceMicro: 3n * ENCRYPT_COST_MICRO,
    });
    const replies = await Promise.all(Array.from({ length: 20 }, () => call('csi-p/api-live/encrypt-data', user)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 400).map((r) => r.body.msg)).toEqual(
      Array(15).fill(GATEWAY_MESSAGES.insufficientBalance),
    );
    expect(await wallet(user.id)).toMatchObject({ freeCoinsMicro: '0', balanceMicro: '0' });
    expect(await ledgerSum(user.id)).toEqual({ freeCoinsMicro: 0n, balanceMicro: 0n });
    // Five charged calls, each with its own call row (the ledger has a row per debit of the calls charged together).
    const charged = await server.app.db
      .selectFrom('apiCalls')
      .select(['requestId', 'costMicro'])
      .where('userId', '=', user.id)
      .where('environment', '=', 'live')
      .where('costMicro', '>', '0')
      .execute();
    expect(charged.map((c) => c.costMicro)).toEqual(Array(5).fill('5000'));
    expect(new Set(charged.map((c) => c.requestId)).size).toBe(5);
    const served = replies.filter((r) => r.status === 200).map((r) => r.headers.get('x-request-id'));
    expect(new Set(charged.map((c) => c.requestId))).toEqual(new Set(served));
  });

  it('keeps the wallet and ledger consistent under parallel calls mixing refusals and successes', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 7000n, balanceMicro: 20_000n });
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(`csi-p/api-live/${i % 2 ? 'encrypt-data' : 'decrypt-data'}`, user, i % 2 ? { rawData: 'x' } : {}),
      ),
    );
    const served = replies.filter((r) => r.status === 200).length;
    const after = await wallet(user.id);
    expect(BigInt(after.freeCoinsMicro) + BigInt(after.balanceMicro)).toBe(
      27_000n - BigInt(served) * ENCRYPT_COST_MICRO,
    );
    expect(BigInt(after.freeCoinsMicro)).toBeGreaterThanOrEqual(0n);
    expect(await ledgerSum(user.id)).toEqual({
      freeCoinsMicro: BigInt(after.freeCoinsMicro),
      balanceMicro: BigInt(after.balanceMicro),
    });
  });

  it('refuses a blocked key (403) and stops an old key the moment it is rotated', async () => {
    const user = await createTestUser(server.app);
    expect((await callApi(server.url, 'GET', 'usfw/update/api-key/update-usage', { token: user.token })).status).toBe(
      200,
    );
    const blocked = await call('csi-p/api-sandbox/encrypt-data', user);
    expect(blocked.status).toBe(403);
    expect(blocked.body.msg).toBe(GATEWAY_MESSAGES.keyBlocked);
    await callApi(server.url, 'GET', 'usfw/update/api-key/update-usage', { token: user.token });
    expect((await call('csi-p/api-sandbox/encrypt-data', user)).status).toBe(200);

    const rotated = await callApi<{ api_key: string }>(server.url, 'POST', 'usfw/update/api-key', {
      token: user.token,
      body: { currentPassword: TEST_USER_PASSWORD },
    });
    const old = await call('csi-p/api-sandbox/encrypt-data', user);
    expect(old.status).toBe(400);
    expect(old.body.msg).toBe(GATEWAY_MESSAGES.wrongCredentials);
    const fresh = { headers: { ...user.headers, 'x-api-key': rotated.body.data.api_key } };
    expect((await call('csi-p/api-sandbox/encrypt-data', fresh)).status).toBe(200);
  });

  it('refuses a suspended account (403), an unknown path (404), an offline API (503) and a wrong method (405)', async () => {
    const user = await createTestUser(server.app);
    const unknown = await call('csi-p/api-live/no-such-endpoint', user);
    expect(unknown).toMatchObject({ status: 404, body: { msg: 'No API serves the endpoint /no-such-endpoint.' } });
    const wrongMethod = await callApi(server.url, 'GET', 'csi-p/api-live/encrypt-data', { headers: user.headers });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');

    const admin = await server.adminToken();
    const api = (await callApi<ApiDefinition>(server.url, 'GET', 'v1/apis/get-api/csi-data-001')).body.data;
    const setLive = (live: boolean) =>
      callApi(server.url, 'PUT', `v1/apis/update-api/${api.id}`, { token: admin, body: { ...api, live } });
    expect((await setLive(false)).status).toBe(200);
    const offline = await call('csi-p/api-live/encrypt-data', user);
    await setLive(true);
    expect(offline).toMatchObject({ status: 503, body: { msg: GATEWAY_MESSAGES.offline } });
    expect((await call('csi-p/api-sandbox/encrypt-data', user)).status).toBe(200);

    await server.app.db.updateTable('users').set({ accSuspendedAdmin: true }).where('id', '=', user.id).execute();
    const suspended = await call('csi-p/api-live/encrypt-data', user);
    expect(suspended).toMatchObject({ status: 403, body: { msg: 'Account is suspended.' } });
  });

  it('lets 50 calls a minute per key through and answers the 51st with 429 and the rate-limit headers', async () => {
    const user = await createTestUser(server.app);
    const first = await call('csi-p/api-sandbox/encrypt-data', user);
    expect(first.headers.get('ratelimit-policy')).toBe('"default";q=50;w=60');
    expect(first.headers.get('ratelimit')).toMatch(/^"default";r=49;t=(60|59)$/);
    const rest = await Promise.all(Array.from({ length: 49 }, () => call('csi-p/api-sandbox/encrypt-data', user)));
    expect(rest.every((r) => r.status === 200)).toBe(true);
    const over = await call('csi-p/api-sandbox/encrypt-data', user);
    expect(over.status).toBe(429);
    expect(over.body.msg).toMatch(/^Rate limit exceeded: 50 requests per minute per account\./);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.headers.get('ratelimit-policy')).toBe('"default";q=50;w=60');
    expect(over.headers.get('ratelimit')).toBe(`"default";r=0;t=${retryAfter}`);
    // Another key has its own window.
    expect((await call('csi-p/api-sandbox/encrypt-data', await createTestUser(server.app))).status).toBe(200);
  });

  it('round-trips rawData of 1 MB and of the documented 5 MB maximum over HTTP on live (the sandbox takes 4 KB), and refuses 1 byte more with 413', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 1_000_000n });
    const roundTrip = async (rawData: string) => {
      const encrypted = await call('csi-p/api-live/encrypt-data', user, { rawData });
      expect(encrypted.status).toBe(200);
      const { privateKey, encryptedData, publicKey } = encrypted.body.data as Record<string, string>;
      const decrypted = await call('csi-p/api-live/decrypt-data', user, {
        prky: privateKey,
        encryptedData,
        plky: publicKey,
      });
      expect(decrypted.status).toBe(200);
      expect(decrypted.body.msg).toBe('Data decrypted successfully.');
      expect((decrypted.body.data as { rawData: string }).rawData === rawData).toBe(true);
    };
    // ~1 MB with multi-byte characters and characters JSON escapes.
    await roundTrip('Kiswahili ñ 🔐 "quoted" \\ line\n'.repeat(32_000));
    await roundTrip('x'.repeat(MAX_RAW_DATA_BYTES));
    const over = await call('csi-p/api-live/encrypt-data', user, { rawData: 'x'.repeat(MAX_RAW_DATA_BYTES + 1) });
    expect(over.status).toBe(413);
    expect(over.body.msg).toBe('rawData is too large: the limit is 5 MB of UTF-8 text.');
  });

  it('logs every call for usage, per environment and whether it reached the service', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 0n });
    await call('csi-p/api-sandbox/encrypt-data', user);
    await call('csi-p/api-sandbox/encrypt-data', user);
    await call('csi-p/api-live/encrypt-data', user);
    await server.app.usageRecorder.flush();
    const logs = await callApi<Record<string, unknown>[]>(server.url, 'GET', 'usfw/api-usage/my-usage', {
      token: user.token,
    });
    expect(logs.status).toBe(200);
    const byEnv = Object.fromEntries(logs.body.data.map((log) => [`${log.environment}:${log.wasForwarded}`, log]));
    expect(byEnv['sandbox:true']).toMatchObject({
      apiEndpoint: '/encrypt-data',
      serviceType: 'data-security',
      count: 2,
    });
    expect(byEnv['live:false']).toMatchObject({ apiEndpoint: '/encrypt-data', count: 1 });
    expect(logs.body.data).toHaveLength(2);
  });

  it('serves the PDF service and its download link behind the gateway', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const form = new FormData();
    form.append('filePart', new Blob([Buffer.from(await pdf.save())], { type: 'application/pdf' }), 'report.pdf');
    form.append('password', 'secret-123');
    const user = await createTestUser(server.app);
    const reply = await callApi<string>(server.url, 'POST', 'csi-p/api-live/file/encrypt-pdf', {
      body: form,
      headers: user.headers,
    });
    expect(reply.status).toBe(200);
    const download = await fetch(reply.body.data);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await wallet(user.id)).toMatchObject({ freeCoinsMicro: String(500_000n - 20_000n) });
  });
});
