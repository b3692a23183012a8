import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { createTestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { KEY_TAKEN } from './charges';
import { writeLedgerBatch, type KnownWallets } from './writeLedgerBatch';

const wallet = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('wallets')
    .select(['freeCoinsMicro', 'balanceMicro'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();

/**
 * A served /encrypt-data call's charge (request id `req-<name>`), with its usage; with `answer`, the answer its
 * Idempotency-Key keeps.
 */
const charge = (
  userId: number,
  costMicro: bigint,
  name: string,
  answer?: { key: string; fingerprint: string; claim: string; statusCode: number; body: string },
) => ({
  userId,
  costMicro,
  description: 'Data Encryption /encrypt-data',
  usage: {
    apiEndpoint: '/encrypt-data',
    serviceType: 'data-security',
    call: { statusCode: 200, latencyMs: 12, costMicro, requestId: `req-${name}` },
    ...(answer && { answer }),
  },
});

/** The request ids of a user's api_calls rows, in the order written. */
const callIds = async (db: Kysely<Database>, userId: number) =>
  (await db.selectFrom('apiCalls').select('requestId').where('userId', '=', userId).orderBy('id').execute()).map(
    (row) => row.requestId,
  );

/** The Idempotency-Key terms: answers kept 24 hours, a claim held 11 minutes at most. */
const KEY_TERMS = { windowMs: 24 * 60 * 60_000, leaseMs: 11 * 60_000 };

/** A user's api_charge rows, oldest first. */
const chargeRows = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('ledger')
    .select(['reference', 'description', 'freeCoinsDeltaMicro', 'balanceDeltaMicro'])
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

  it('charges in order, free coins first, skipping one the wallet cannot cover, with usage and call rows', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 1000n, balanceMicro: 5000n });
    const outcomes = await writeLedgerBatch(db, [
      charge(user.id, 10_000n, 'big'),
      charge(user.id, 3000n, 'a'),
      charge(user.id, 3000n, 'b'),
    ]);
    expect(outcomes).toEqual([
      null,
      { userId: user.id, fromFreeMicro: 1000n, fromBalanceMicro: 2000n },
      { userId: user.id, fromFreeMicro: 0n, fromBalanceMicro: 3000n },
    ]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '0' });
    // The wallet's one debit, one ledger row: what the two calls took together.
    expect(await chargeRows(db, user.id)).toEqual([
      {
        reference: null,
        description: 'Data Encryption /encrypt-data (2 calls)',
        freeCoinsDeltaMicro: '-1000',
        balanceDeltaMicro: '-5000',
      },
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
      { statusCode: 200, latencyMs: 12, costMicro: '3000', requestId: 'req-a' },
      { statusCode: 200, latencyMs: 12, costMicro: '3000', requestId: 'req-b' },
    ]);
  });

  it("writes one ledger row per wallet it debits, described by its calls, with each call's own api_calls row", async () => {
    const { db } = server.app;
    const one = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    const two = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    const three = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    const pdf = (userId: number, name: string) => ({
      ...charge(userId, 2000n, name),
      description: 'PDF Encryption /encrypt-pdf',
    });
    await writeLedgerBatch(db, [
      charge(one.id, 1000n, 'one-a'),
      charge(two.id, 1000n, 'two-a'),
      pdf(two.id, 'two-b'),
      pdf(three.id, 'three-a'),
      charge(two.id, 1000n, 'two-c'),
    ]);
    expect(await chargeRows(db, one.id)).toEqual([
      {
        reference: null,
        description: 'Data Encryption /encrypt-data',
        freeCoinsDeltaMicro: '0',
        balanceDeltaMicro: '-1000',
      },
    ]);
    expect(await chargeRows(db, two.id)).toEqual([
      {
        reference: null,
        description: 'API calls (3 calls)',
        freeCoinsDeltaMicro: '0',
        balanceDeltaMicro: '-4000',
      },
    ]);
    expect(await chargeRows(db, three.id)).toEqual([
      {
        reference: null,
        description: 'PDF Encryption /encrypt-pdf',
        freeCoinsDeltaMicro: '0',
        balanceDeltaMicro: '-2000',
      },
    ]);
    expect(await wallet(db, two.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '6000' });
    expect(await callIds(db, two.id)).toEqual(['req-two-a', 'req-two-b', 'req-two-c']);
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
        charge(user.id, 1000n, 'ka', answer('key-a')),
        charge(user.id, 1000n, 'kb', answer('key-b')),
        charge(user.id, 1000n, 'plain'),
        charge(user.id, 1000n, 'kold', answer('key-old')),
      ],
      new Map(),
      KEY_TERMS,
    );
    const taken = { userId: user.id, fromFreeMicro: 0n, fromBalanceMicro: 1000n };
    // A key past its 24 hours is taken over.
    expect(outcomes).toEqual([taken, KEY_TAKEN, taken, taken]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '7000' });
    expect((await chargeRows(db, user.id)).map((row) => [row.description, row.balanceDeltaMicro])).toEqual([
      ['Data Encryption /encrypt-data (3 calls)', '-3000'],
    ]);
    expect(await callIds(db, user.id)).toEqual(['req-ka', 'req-plain', 'req-kold']);
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
      WHERE l.user_id = ${user.id} AND l.kind = 'api_charge' AND k.user_id = ${user.id} AND k.key = 'key-a'`.execute(
      db,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kept).toBe(rows[0]?.charged);
  });

  it('never trusts remembered amounts: a wallet that shrank meanwhile is not overdrawn', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 2000n });
    // This process remembers far more money than the wallet holds (another writer spent it).
    const known: KnownWallets = new Map([[user.id, { free: 0n, balance: 1_000_000n }]]);
    expect(await writeLedgerBatch(db, [charge(user.id, 5000n, 'stale-high')], known)).toEqual([null]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '2000' });
    expect(known.get(user.id)).toEqual({ free: 0n, balance: 2000n });
    expect(await chargeRows(db, user.id)).toEqual([]);
  });

  it('never refuses from remembered amounts: a wallet topped up meanwhile pays the charge', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    const known: KnownWallets = new Map([[user.id, { free: 0n, balance: 0n }]]);
    expect(await writeLedgerBatch(db, [charge(user.id, 5000n, 'stale-low')], known)).toEqual([
      { userId: user.id, fromFreeMicro: 0n, fromBalanceMicro: 5000n },
    ]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '5000' });
    expect(known.get(user.id)).toEqual({ free: 0n, balance: 5000n });
  });

  it('lets two writers (two instances) charge one wallet at once without overdrawing or losing a charge', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 100_000n });
    // Each writer remembers what it wrote last, so it keeps guessing amounts the other one has changed.
    // Each writer answers the request ids of the charges it took.
    const writer = async (name: string) => {
      const known: KnownWallets = new Map();
      const taken: string[] = [];
      for (let round = 0; round < 10; round++) {
        const charges = Array.from({ length: 5 }, (_, i) => charge(user.id, 3000n, `${name}-${round}-${i}`));
        const outcomes = await writeLedgerBatch(db, charges, known);
        charges.forEach((c, i) => {
          const outcome = outcomes[i];
          if (outcome && outcome !== KEY_TAKEN) {
            expect(outcome).toEqual({ userId: user.id, fromFreeMicro: 0n, fromBalanceMicro: 3000n });
            taken.push(c.usage.call.requestId);
          }
        });
      }
      return taken;
    };
    const [a, b] = await Promise.all([writer('a'), writer('b')]);
    // 100 charges of 0.003 USD asked for, 0.1 USD available: exactly 33 are taken, 0.001 USD stays.
    expect(a.length + b.length).toBe(33);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '1000' });
    // Each taken charge has its call row, and the ledger's debits add up to them: 33 times 0.003 USD.
    expect((await callIds(db, user.id)).sort()).toEqual([...a, ...b].sort());
    const rows = await chargeRows(db, user.id);
    expect(rows.reduce((sum, r) => sum + BigInt(r.balanceDeltaMicro), 0n)).toBe(-99_000n);
    expect(rows.every((r) => BigInt(r.balanceDeltaMicro) % 3000n === 0n)).toBe(true);
  });
});
