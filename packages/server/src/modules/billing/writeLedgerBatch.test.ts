import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { createTestUser } from '../../testing/createTestUser';
import { previousReleaseLedgerBatch } from '../../testing/previousReleaseLedgerBatch';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { KEY_TAKEN, type WalletCharge } from './charges';
import { writeLedgerBatch, type KnownWallets } from './writeLedgerBatch';

const wallet = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('wallets')
    .select(['freeCoinsMicro', 'balanceMicro'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();

/** A served /encrypt-data call's charge, with its usage; with `answer`, the answer its Idempotency-Key keeps. */
const charge = (
  userId: number,
  costMicro: bigint,
  reference: string,
  answer?: { key: string; fingerprint: string; claim: string; statusCode: number; body: string },
) => ({
  userId,
  costMicro,
  reference,
  description: 'Data Encryption /encrypt-data',
  usage: {
    apiEndpoint: '/encrypt-data',
    serviceType: 'data-security',
    call: { statusCode: 200, latencyMs: 12, costMicro, requestId: `req-${reference}` },
    ...(answer && { answer }),
  },
});

/** The Idempotency-Key terms: answers kept 24 hours, a claim held 11 minutes at most. */
const KEY_TERMS = { windowMs: 24 * 60 * 60_000, leaseMs: 11 * 60_000 };

/** A user's api_charge rows, oldest first. */
const chargeRows = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('ledger')
    .select(['reference', 'status', 'freeCoinsDeltaMicro', 'balanceDeltaMicro'])
    .where('userId', '=', userId)
    .where('kind', '=', 'api_charge')
    .orderBy('id')
    .execute();

describe('writeLedgerBatch', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('charges in order, free coins first, skipping one the wallet cannot cover, settled with usage and call rows', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 1000n, balanceMicro: 5000n });
    const outcomes = await writeLedgerBatch(db, [
      charge(user.id, 10_000n, 'charge:big'),
      charge(user.id, 3000n, 'charge:a'),
      charge(user.id, 3000n, 'charge:b'),
    ]);
    expect(outcomes).toEqual([
      null,
      { userId: user.id, reference: 'charge:a', fromFreeMicro: 1000n, fromBalanceMicro: 2000n },
      { userId: user.id, reference: 'charge:b', fromFreeMicro: 0n, fromBalanceMicro: 3000n },
    ]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '0' });
    expect(await chargeRows(db, user.id)).toEqual([
      { reference: 'charge:a', status: 'settled', freeCoinsDeltaMicro: '-1000', balanceDeltaMicro: '-2000' },
      { reference: 'charge:b', status: 'settled', freeCoinsDeltaMicro: '0', balanceDeltaMicro: '-3000' },
    ]);
    const usage = await db
      .selectFrom('apiUsage')
      .select(['apiEndpoint', 'environment', 'wasForwarded', 'count'])
      .where('userId', '=', user.id)
      .execute();
    expect(usage).toEqual([{ apiEndpoint: '/encrypt-data', environment: 'live', wasForwarded: true, count: 2 }]);
    const calls = await db
      .selectFrom('apiCalls')
      .select(['statusCode', 'latencyMs', 'costMicro', 'requestId'])
      .where('userId', '=', user.id)
      .orderBy('id')
      .execute();
    expect(calls).toEqual([
      { statusCode: 200, latencyMs: 12, costMicro: '3000', requestId: 'req-charge:a' },
      { statusCode: 200, latencyMs: 12, costMicro: '3000', requestId: 'req-charge:b' },
    ]);
  });

  it("writes a call's Idempotency-Key with its answer and charge, and charges nothing for a key with an answer", async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    // key-b was answered by a request that ran at the same time on another instance; key-old 25 hours ago.
    await db
      .insertInto('idempotencyKeys')
      .values([
        { userId: user.id, key: 'key-b', fingerprint: 'f-b', claim: 'first', statusCode: 200, body: '{"first":1}' },
        { userId: user.id, key: 'key-old', fingerprint: 'f-x', claim: 'first', statusCode: 200, body: '{"old":1}' },
      ])
      .execute();
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours'
      WHERE user_id = ${user.id} AND key = 'key-old'`.execute(db);
    const answer = (key: string) => ({
      key,
      fingerprint: `f-${key}`,
      claim: `claim-${key}`,
      statusCode: 200,
      body: '{"data":{"n":1}}',
    });
    const outcomes = await writeLedgerBatch(
      db,
      [
        charge(user.id, 1000n, 'charge:ka', answer('key-a')),
        charge(user.id, 1000n, 'charge:kb', answer('key-b')),
        charge(user.id, 1000n, 'charge:plain'),
        charge(user.id, 1000n, 'charge:kold', answer('key-old')),
      ],
      new Map(),
      KEY_TERMS,
    );
    expect(outcomes).toEqual([
      { userId: user.id, reference: 'charge:ka', fromFreeMicro: 0n, fromBalanceMicro: 1000n },
      KEY_TAKEN,
      { userId: user.id, reference: 'charge:plain', fromFreeMicro: 0n, fromBalanceMicro: 1000n },
      // A key past its 24 hours is taken over.
      { userId: user.id, reference: 'charge:kold', fromFreeMicro: 0n, fromBalanceMicro: 1000n },
    ]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '7000' });
    expect((await chargeRows(db, user.id)).map((row) => row.reference)).toEqual([
      'charge:ka',
      'charge:plain',
      'charge:kold',
    ]);
    const keys = await db
      .selectFrom('idempotencyKeys')
      .select(['key', 'fingerprint', 'statusCode', 'body'])
      .where('userId', '=', user.id)
      .orderBy('key')
      .execute();
    expect(keys).toEqual([
      { key: 'key-a', fingerprint: 'f-key-a', statusCode: 200, body: '{"data":{"n":1}}' },
      { key: 'key-b', fingerprint: 'f-b', statusCode: 200, body: '{"first":1}' },
      { key: 'key-old', fingerprint: 'f-key-old', statusCode: 200, body: '{"data":{"n":1}}' },
    ]);
    // A row version's xmin is the transaction that wrote it: the charge and the stored answer share one.
    const { rows } = await sql<{ charged: string; kept: string }>`
      SELECT l.xmin::text AS charged, k.xmin::text AS kept FROM ledger l, idempotency_keys k
      WHERE l.reference = 'charge:ka' AND k.user_id = ${user.id} AND k.key = 'key-a'`.execute(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kept).toBe(rows[0]?.charged);
  });

  it("keeps the previous release's statements working beside the new one, for a fleet upgraded an instance at a time", async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    // Migration 010's csi_ledger_batch, called as the releases before 015 call it: a hold...
    const old = (debit: string[], entry: string[], settle: string[]) =>
      previousReleaseLedgerBatch(db, { debit, entry, settle }, '1000');
    const held = await old(
      [String(user.id), '0', '10000', '0', '9000'],
      [String(user.id), 'Data Encryption /encrypt-data', 'charge:old-release', '0', '-1000'],
      [],
    );
    expect(held.rows).toEqual([{ what: 'debited', id: String(user.id) }]);
    // ...and its settlement, while this release charges beside it.
    expect(await writeLedgerBatch(db, [charge(user.id, 1000n, 'charge:new-release')])).toEqual([
      { userId: user.id, reference: 'charge:new-release', fromFreeMicro: 0n, fromBalanceMicro: 1000n },
    ]);
    expect((await old([], [], ['charge:old-release'])).rows).toEqual([{ what: 'settled', id: 'charge:old-release' }]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '8000' });
    expect((await chargeRows(db, user.id)).map((row) => row.status)).toEqual(['settled', 'settled']);
  });

  it('never trusts remembered amounts: a wallet that shrank meanwhile is not overdrawn', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 2000n });
    // This process remembers far more money than the wallet holds (another writer spent it).
    const known: KnownWallets = new Map([[user.id, { free: 0n, balance: 1_000_000n }]]);
    expect(await writeLedgerBatch(db, [charge(user.id, 5000n, 'charge:stale-high')], known)).toEqual([null]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '2000' });
    expect(known.get(user.id)).toEqual({ free: 0n, balance: 2000n });
    expect(await chargeRows(db, user.id)).toEqual([]);
  });

  it('never refuses from remembered amounts: a wallet topped up meanwhile pays the charge', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    const known: KnownWallets = new Map([[user.id, { free: 0n, balance: 0n }]]);
    expect(await writeLedgerBatch(db, [charge(user.id, 5000n, 'charge:stale-low')], known)).toEqual([
      { userId: user.id, reference: 'charge:stale-low', fromFreeMicro: 0n, fromBalanceMicro: 5000n },
    ]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '5000' });
    expect(known.get(user.id)).toEqual({ free: 0n, balance: 5000n });
  });

  it('lets two writers (two instances) charge one wallet at once without overdrawing or losing a charge', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    // Each writer remembers what it wrote last, so it keeps guessing amounts the other one has changed.
    const writer = async (name: string) => {
      const known: KnownWallets = new Map();
      const taken: WalletCharge[] = [];
      for (let round = 0; round < 10; round++) {
        const charges = Array.from({ length: 5 }, (_, i) => charge(user.id, 3000n, `charge:${name}-${round}-${i}`));
        const outcomes = await writeLedgerBatch(db, charges, known);
        taken.push(...outcomes.filter((c): c is WalletCharge => c !== null && c !== KEY_TAKEN));
      }
      return taken;
    };
    const [a, b] = await Promise.all([writer('a'), writer('b')]);
    // 100 charges of 0.003 USD asked for, 0.1 USD available: exactly 33 are taken, 0.001 USD stays.
    expect(a.length + b.length).toBe(33);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '1000' });
    const rows = await chargeRows(db, user.id);
    expect(rows.map((r) => r.reference).sort()).toEqual([...a, ...b].map((c) => c.reference).sort());
    expect(rows.every((r) => r.balanceDeltaMicro === '-3000' && r.status === 'settled')).toBe(true);
  });
});
