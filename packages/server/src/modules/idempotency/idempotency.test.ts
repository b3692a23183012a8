import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainPdf } from '../../../test-fixtures/sampleFiles';
import { callApi, type ApiReply } from '../../lib/testing/callApi';
import { createTestUser, setWallet, type TestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { duringServiceRun } from '../../testing/duringServiceRun';

const LIVE_ENCRYPT = 'csi-p/api-live/encrypt-data';
const OTHER_REQUEST = 'This Idempotency-Key was already used with a different request.';

describe('Idempotency-Key', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const encrypt = (user: TestUser, key: string | undefined, rawData = 'pay me once') =>
    callApi<{ publicKey: string }>(server.url, 'POST', LIVE_ENCRYPT, {
      body: { rawData },
      headers: { ...user.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  const ledgerKinds = async (userId: number) =>
    (await server.app.db.selectFrom('ledger').select('kind').where('userId', '=', userId).orderBy('id').execute()).map(
      (row) => row.kind,
    );
  const balanceOf = async (userId: number) =>
    (
      await server.app.db
        .selectFrom('wallets')
        .select(['balanceMicro', 'creditPoints'])
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow()
    ).balanceMicro;
  const usageRows = async (userId: number) => {
    await server.app.usageRecorder.flush();
    return server.app.db
      .selectFrom('apiUsage')
      .select(['apiEndpoint', 'environment', 'wasForwarded', 'count'])
      .where('userId', '=', userId)
      .execute();
  };
  const same = (reply: ApiReply) => ({ status: reply.status, body: reply.body });

  it('replays the first answer of a live call for the same key and body, charging once', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    const first = await encrypt(user, 'order-7f3a-0001');
    const again = await encrypt(user, 'order-7f3a-0001');
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // The keys are random per call: the same key pair back means the first answer, not a second run.
    expect(same(again)).toEqual(same(first));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(user.id)).toBe('95000');
    expect(await ledgerKinds(user.id)).toEqual(['welcome_grant', 'test_adjustment', 'api_charge']);
    expect(await usageRows(user.id)).toEqual([
      { apiEndpoint: '/encrypt-data', environment: 'live', wasForwarded: true, count: 1 },
    ]);
  });

  it('replays the first answer and charges nothing when the same key was answered elsewhere while the call ran', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    // The same request answered once under another key, for its fingerprint (method, URL and body; not the key).
    expect((await encrypt(user, 'fingerprint-source', 'raced body')).status).toBe(200);
    const source = await server.app.db
      .selectFrom('idempotencyKeys')
      .select(['fingerprint', 'body'])
      .where('userId', '=', user.id)
      .where('key', '=', 'fingerprint-source')
      .executeTakeFirstOrThrow();
    const { fingerprint } = source;
    // The other instance's answer: a whole encryption answer of its own (another key pair than this call's).
    // Kept sealed with the server key (secrets at rest).
    const first = JSON.parse(server.app.secrets.open(source.body ?? '', 'idempotency-answer')) as {
      msg: string;
      data: { publicKey: string };
    };
    expect(first.msg).toBe('Data encrypted successfully.');
    // While this call runs, another instance serves the same request with the same key and stores its answer.
    const answeredElsewhere = () =>
      server.app.db
        .insertInto('idempotencyKeys')
        .values({ userId: user.id, key: 'raced', fingerprint, claim: 'other', statusCode: 200, body: source.body })
        .execute();
    const raced = await duringServiceRun('/encrypt-data', answeredElsewhere, () =>
      encrypt(user, 'raced', 'raced body'),
    );
    expect({ status: raced.status, body: raced.body }).toEqual({ status: 200, body: first });
    expect(raced.body.data.publicKey).toContain('BEGIN PUBLIC KEY');
    expect(raced.headers.get('idempotent-replayed')).toBe('true');
    expect(raced.headers.get('x-call-cost')).toBe('0.00');
    // Only the first call (fingerprint-source) was charged: 0.005 USD.
    expect(await balanceOf(user.id)).toBe('95000');
    expect(await ledgerKinds(user.id)).toEqual(['welcome_grant', 'test_adjustment', 'api_charge']);
  });

  it('answers 422 and charges nothing when another request took the key while the call ran', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    const takenElsewhere = () =>
      server.app.db
        .insertInto('idempotencyKeys')
        .values({
          userId: user.id,
          key: 'taken',
          fingerprint: 'another request',
          claim: 'other',
          statusCode: 200,
          body: '{}',
        })
        .execute();
    const reply = await duringServiceRun('/encrypt-data', takenElsewhere, () => encrypt(user, 'taken'));
    expect(reply.status).toBe(422);
    expect(reply.body.msg).toBe(OTHER_REQUEST);
    expect(await balanceOf(user.id)).toBe('100000');
    expect(await ledgerKinds(user.id)).toEqual(['welcome_grant', 'test_adjustment']);
  });

  it("stores a live call's answer in the same transaction that charges it", async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    expect((await encrypt(user, 'settled-with-answer')).status).toBe(200);
    // A row version's xmin is the transaction that wrote it: the charge and the stored answer share one.
    const { rows } = await sql<{ charge: string; answer: string; status: number | null }>`
      SELECT l.xmin::text AS charge, k.xmin::text AS answer, k.status_code AS status
      FROM ledger l JOIN idempotency_keys k ON k.user_id = l.user_id
      WHERE l.user_id = ${user.id} AND l.kind = 'api_charge'
        AND k.key = 'settled-with-answer'`.execute(server.app.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe(200);
    expect(rows[0]?.answer).toBe(rows[0]?.charge);
  });

  it('answers 422 for the same key with another body, charging nothing more', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    expect((await encrypt(user, 'reused-key', 'first body')).status).toBe(200);
    const reused = await encrypt(user, 'reused-key', 'another body');
    expect(reused).toMatchObject({ status: 422, body: { msg: OTHER_REQUEST } });
    expect(await balanceOf(user.id)).toBe('95000');
  });

  it('keeps keys per account: the same key from two accounts runs twice', async () => {
    const alice = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    const bob = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    const [a, b] = [await encrypt(alice, 'shared-key-1'), await encrypt(bob, 'shared-key-1')];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.body.data.publicKey).not.toBe(a.body.data.publicKey);
    expect([await balanceOf(alice.id), await balanceOf(bob.id)]).toEqual(['95000', '95000']);
  });

  it('changes nothing without the header: every call runs and is charged', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    const [first, second] = [await encrypt(user, undefined), await encrypt(user, undefined)];
    expect(second.body.data.publicKey).not.toBe(first.body.data.publicKey);
    expect(await balanceOf(user.id)).toBe('90000');
  });

  it('refuses a key that is empty, longer than 255 characters or not printable ASCII with 400', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    for (const key of ['', 'k'.repeat(256), 'clé-1234']) {
      const reply = await encrypt(user, key);
      expect({ key, status: reply.status, msg: reply.body.msg }).toEqual({
        key,
        status: 400,
        msg: 'Idempotency-Key must be 1 to 255 printable ASCII characters.',
      });
    }
    expect((await encrypt(user, 'k'.repeat(255))).status).toBe(200);
    expect(await balanceOf(user.id)).toBe('95000');
  });

  it('charges once when the same call arrives many times at once; the others wait (409) or replay', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    const replies = await Promise.all(Array.from({ length: 6 }, () => encrypt(user, 'burst-key-42')));
    const served = replies.filter((r) => r.status === 200);
    const busy = replies.filter((r) => r.status === 409);
    expect(served.length + busy.length).toBe(6);
    expect(new Set(served.map((r) => r.body.data.publicKey)).size).toBe(1);
    for (const reply of busy) {
      expect(reply.body.msg).toBe(
        'A request with this Idempotency-Key is still in progress. Retry after it has finished.',
      );
      expect(reply.headers.get('retry-after')).toBe('1');
    }
    expect(await balanceOf(user.id)).toBe('95000');
    expect(same(await encrypt(user, 'burst-key-42'))).toEqual(same(served[0] ?? replies[0]!));
  });

  it('answers 422 to a different request sent at the same moment with the same key', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    const [first, other] = await Promise.all([encrypt(user, 'twin-key', 'one body'), encrypt(user, 'twin-key', 'two')]);
    expect(first.status).toBe(200);
    expect(other).toMatchObject({ status: 422, body: { msg: OTHER_REQUEST } });
    expect(await balanceOf(user.id)).toBe('95000');
  });

  it('keeps no answer of a refusal before the call ran: the same key succeeds after a top-up', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 0n });
    const refused = await encrypt(user, 'retry-after-top-up');
    expect(refused).toMatchObject({ status: 400, body: { msg: 'Insufficient balance for live API request.' } });
    await setWallet(server.app, user.id, { balanceMicro: 10_000n });
    const retried = await encrypt(user, 'retry-after-top-up');
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceOf(user.id)).toBe('5000');
  });

  it('keeps the answer of a service refusal and replays it', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    const call = () =>
      callApi(server.url, 'POST', LIVE_ENCRYPT, {
        body: { rawData: 42 },
        headers: { ...user.headers, 'idempotency-key': 'bad-body-key' },
      });
    const first = await call();
    expect(first).toMatchObject({ status: 400, body: { msg: 'rawData is required and must be a string.' } });
    const again = await call();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual({ ...first.body, requestId: expect.any(String) });
    expect(await balanceOf(user.id)).toBe('100000');
  });

  it('fingerprints a multipart call by its parts, not its boundary', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 1_000_000n });
    const pdf = Buffer.from(await plainPdf());
    const upload = (password: string) => {
      const form = new FormData();
      form.append('filePart', new Blob([pdf], { type: 'application/pdf' }), 'report.pdf');
      form.append('password', password);
      return callApi<string>(server.url, 'POST', 'csi-p/api-live/file/encrypt-pdf', {
        body: form,
        headers: { ...user.headers, 'idempotency-key': 'pdf-key-0001' },
      });
    };
    const first = await upload('secret-123');
    expect(first.status).toBe(200);
    const again = await upload('secret-123');
    expect(same(again)).toEqual(same(first));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await upload('another-password')).toMatchObject({ status: 422, body: { msg: OTHER_REQUEST } });
    expect(await balanceOf(user.id)).toBe('980000');
  });

  it('replays an answer stored in the same batch as the next claim of its key', async () => {
    const user = await createTestUser(server.app);
    const { createIdempotencyStore } = await import('./createIdempotencyStore');
    const store = createIdempotencyStore(server.app.db, server.app.secrets);
    const ref = { userId: user.id, key: 'same-batch-key' };
    const first = await store.claim(ref, 'fingerprint-1');
    if (first.kind !== 'claimed') throw new Error(`expected a claim, got ${first.kind}`);
    // Both in one event-loop turn: one batch stores the answer and takes the claim.
    const [stored, again] = await Promise.all([
      store.finish(ref, first.claim, { statusCode: 201, body: '{"id":"p-9"}' }),
      store.claim(ref, 'fingerprint-1'),
    ]);
    expect(stored).toBe(true);
    expect(again).toEqual({ kind: 'replay', statusCode: 201, body: '{"id":"p-9"}' });
  });

  it('runs a key again once its 24 hours have passed, and the sweep deletes it', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    const first = await encrypt(user, 'day-old-key');
    const age = async (hours: number) =>
      server.app.db
        .updateTable('idempotencyKeys')
        .set({ createdAt: sql`now() - ${hours}::integer * interval '1 hour'` })
        .where('userId', '=', user.id)
        .execute();
    await age(23);
    expect((await encrypt(user, 'day-old-key')).headers.get('idempotent-replayed')).toBe('true');
    await age(25);
    const later = await encrypt(user, 'day-old-key');
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.body.data.publicKey).not.toBe(first.body.data.publicKey);
    expect(await balanceOf(user.id)).toBe('90000');
    await age(25);
    const { createIdempotencyStore } = await import('./createIdempotencyStore');
    expect(await createIdempotencyStore(server.app.db, server.app.secrets).sweep()).toBeGreaterThanOrEqual(1);
    const left = await server.app.db
      .selectFrom('idempotencyKeys')
      .select('key')
      .where('userId', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });

  describe('payments', () => {
    const start = (user: TestUser, key: string, amount = '12.34') =>
      callApi<{ redirect_link: string }>(
        server.url,
        'POST',
        `payment_gtw/paypal/start-payment?amount=${amount}&currency=USD`,
        { token: user.token, headers: { 'idempotency-key': key } },
      );
    const capture = (query: Record<string, string>, key?: string) =>
      callApi(server.url, 'GET', `payment_gtw/paypal/payment-success?${new URLSearchParams(query)}`, {
        headers: key ? { 'idempotency-key': key } : {},
      });

    it('replays a payment start: one payment, the same link', async () => {
      const user = await createTestUser(server.app);
      const first = await start(user, 'start-key-1');
      const again = await start(user, 'start-key-1');
      expect(first.status).toBe(200);
      expect(same(again)).toEqual(same(first));
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await start(user, 'start-key-1', '99')).toMatchObject({ status: 422, body: { msg: OTHER_REQUEST } });
      const payments = await server.app.db.selectFrom('payments').select('id').where('userId', '=', user.id).execute();
      expect(payments).toHaveLength(1);
    });

    it('replays a capture, crediting the balance and 0.1 credit points once', async () => {
      const user = await createTestUser(server.app, { balanceMicro: 0n, creditPoints: 0n });
      const started = await start(user, 'start-key-2');
      const approve = await fetch(`${started.body.data.redirect_link}/approve`, { method: 'POST', redirect: 'manual' });
      const query = Object.fromEntries(new URL(approve.headers.get('location') ?? '').searchParams);
      const first = await capture(query, 'capture-key-1');
      const again = await capture(query, 'capture-key-1');
      expect(first).toMatchObject({
        status: 200,
        body: { msg: 'Payment successful: 12.34 USD added to your wallet.' },
      });
      expect(same(again)).toEqual(same(first));
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect((await capture(query)).body.msg).toBe('Payment already processed.');
      const wallet = await callApi<{ creditPoints: number; balance: number }>(
        server.url,
        'GET',
        'usfw/wallet/details',
        { token: user.token },
      );
      expect(wallet.body.data).toMatchObject({ creditPoints: 0.1, balance: 12.34 });
      expect((await ledgerKinds(user.id)).filter((kind) => kind === 'payment_top_up')).toHaveLength(1);
    });

    it('scopes a capture key to the payment, releasing it when the capture is refused', async () => {
      const user = await createTestUser(server.app, { balanceMicro: 0n });
      const started = await start(user, 'start-key-3', '5');
      const paymentId = started.body.data.redirect_link.split('/').pop() ?? '';
      const { providerOrderId } = await server.app.db
        .selectFrom('payments')
        .select('providerOrderId')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      const query = { paymentId, token: providerOrderId ?? '', PayerID: 'SIMX' };
      expect(await capture(query, 'capture-key-2')).toMatchObject({
        status: 400,
        body: { msg: 'The payment has not been approved yet.' },
      });
      await fetch(`${started.body.data.redirect_link}/approve`, { method: 'POST', redirect: 'manual' });
      expect((await capture(query, 'capture-key-2')).body.msg).toBe(
        'Payment successful: 5.00 USD added to your wallet.',
      );
      expect(await balanceOf(user.id)).toBe('5000000');
    });
  });
});
