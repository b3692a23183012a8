import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { createTestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { createIdempotencyStore } from '../idempotency/createIdempotencyStore';
import { KEY_TAKEN, type WalletCharge } from './charges';
import { writeLedgerBatch, type KnownWallets } from './writeLedgerBatch';

const wallet = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('wallets')
    .select(['freeCoinsMicro', 'balanceMicro'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();

const charge = (userId: number, costMicro: bigint, reference: string) => ({
  userId,
  costMicro,
  reference,
  description: 'Data Encryption /encrypt-data',
});
/** A charge that claims `key` (claim `claim-<key>`, fingerprint `fp-<key>`). */
const keyed = (userId: number, costMicro: bigint, reference: string, key: string) => ({
  ...charge(userId, costMicro, reference),
  claim: { key, fingerprint: `fp-${key}`, claim: `claim-${key}` },
});
/** The Idempotency-Key terms (24 hours, a lease of 11 minutes), with the idempotency store taking keys on their own. */
const keyTerms = (db: Kysely<Database>) => ({
  windowMs: 24 * 60 * 60_000,
  leaseMs: 11 * 60_000,
  take: createIdempotencyStore(db).take,
});
/** A user's keys with their claims, by key. */
const keyRows = async (db: Kysely<Database>, userId: number) =>
  (
    await sql<{ key: string; claim: string; status: number | null }>`
      SELECT key, claim, status_code AS status FROM idempotency_keys WHERE user_id = ${userId} ORDER BY key`.execute(db)
  ).rows;

describe('writeLedgerBatch', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('takes charges in order, free coins first, skipping one the wallet cannot cover, and settles in the same call', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 1000n, balanceMicro: 5000n });
    const first = await writeLedgerBatch(db, {
      charges: [
        charge(user.id, 10_000n, 'charge:big'),
        charge(user.id, 3000n, 'charge:a'),
        charge(user.id, 3000n, 'charge:b'),
      ],
      settle: [],
    });
    expect(first.charged).toEqual([
      null,
      { userId: user.id, reference: 'charge:a', fromFreeMicro: 1000n, fromBalanceMicro: 2000n },
      { userId: user.id, reference: 'charge:b', fromFreeMicro: 0n, fromBalanceMicro: 3000n },
    ]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '0' });

    const second = await writeLedgerBatch(db, { charges: [], settle: ['charge:a', 'charge:b', 'charge:big'] });
    expect(second.statuses).toEqual(['settled', 'settled', undefined]);
    const rows = await db
      .selectFrom('ledger')
      .select(['reference', 'status', 'freeCoinsDeltaMicro', 'balanceDeltaMicro'])
      .where('userId', '=', user.id)
      .where('kind', '=', 'api_charge')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { reference: 'charge:a', status: 'settled', freeCoinsDeltaMicro: '-1000', balanceDeltaMicro: '-2000' },
      { reference: 'charge:b', status: 'settled', freeCoinsDeltaMicro: '0', balanceDeltaMicro: '-3000' },
    ]);
  });

  it("stores a settled call's Idempotency-Key answer with its settlement, only while its claim holds the key", async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    await db
      .insertInto('idempotencyKeys')
      .values(['a', 'b', 'c'].map((k) => ({ userId: user.id, key: `key-${k}`, fingerprint: 'f', claim: `claim-${k}` })))
      .execute();
    await writeLedgerBatch(db, {
      charges: [charge(user.id, 1000n, 'charge:ka'), charge(user.id, 1000n, 'charge:kb')],
      settle: [],
    });
    const answer = (key: string, claim: string) => ({
      userId: user.id,
      key,
      claim,
      statusCode: 200,
      body: '{"data":{"n":1}}',
    });
    const usage = (key: string, claim: string) => ({
      apiEndpoint: '/encrypt-data',
      serviceType: 'data-security',
      answer: answer(key, claim),
    });
    const { statuses } = await writeLedgerBatch(db, {
      charges: [],
      // Settled with its claim; settled but its key taken over by another claim; never charged.
      settle: ['charge:ka', 'charge:kb', 'charge:none'],
      usage: new Map([
        ['charge:ka', usage('key-a', 'claim-a')],
        ['charge:kb', usage('key-b', 'claim-old')],
        ['charge:none', usage('key-c', 'claim-c')],
      ]),
    });
    expect(statuses).toEqual(['settled', 'settled', undefined]);
    const keys = await db
      .selectFrom('idempotencyKeys')
      .select(['key', 'statusCode', 'body'])
      .where('userId', '=', user.id)
      .orderBy('key')
      .execute();
    expect(keys).toEqual([
      { key: 'key-a', statusCode: 200, body: '{"data":{"n":1}}' },
      { key: 'key-b', statusCode: null, body: null },
      { key: 'key-c', statusCode: null, body: null },
    ]);
  });

  it("keeps the previous release's statement working beside the new one, for a fleet upgraded an instance at a time", async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    await writeLedgerBatch(db, { charges: [charge(user.id, 1000n, 'charge:old-release')], settle: [] });
    // Migration 010's csi_ledger_batch, called as the previous release calls it (seventeen arrays).
    const { rows } = await sql<{ what: string; id: string }>`
      SELECT what, id FROM csi_ledger_batch(
        '{}'::bigint[], '{}'::bigint[], '{}'::bigint[], '{}'::bigint[], '{}'::bigint[],
        '{}'::bigint[], '{}'::text[], '{}'::text[], '{}'::bigint[], '{}'::bigint[],
        ${['charge:old-release']}::text[], ${['/encrypt-data']}::text[], ${['data-security']}::text[],
        ${[200]}::integer[], ${[12]}::integer[], ${['1000']}::bigint[], ${['req-old-release']}::text[])`.execute(db);
    expect(rows).toEqual([{ what: 'settled', id: 'charge:old-release' }]);
  });

  it('never trusts remembered amounts: a wallet that shrank meanwhile is not overdrawn', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 2000n });
    // This process remembers far more money than the wallet holds (another writer spent it).
    const known: KnownWallets = new Map([[user.id, { free: 0n, balance: 1_000_000n }]]);
    const { charged } = await writeLedgerBatch(
      db,
      { charges: [charge(user.id, 5000n, 'charge:stale-high')], settle: [] },
      known,
    );
    expect(charged).toEqual([null]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '2000' });
    expect(known.get(user.id)).toEqual({ free: 0n, balance: 2000n });
  });

  it('never refuses from remembered amounts: a wallet topped up meanwhile pays the charge', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    const known: KnownWallets = new Map([[user.id, { free: 0n, balance: 0n }]]);
    const { charged } = await writeLedgerBatch(
      db,
      { charges: [charge(user.id, 5000n, 'charge:stale-low')], settle: [] },
      known,
    );
    expect(charged).toEqual([
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
      const taken = [];
      for (let round = 0; round < 10; round++) {
        const charges = Array.from({ length: 5 }, (_, i) => charge(user.id, 3000n, `charge:${name}-${round}-${i}`));
        const { charged } = await writeLedgerBatch(db, { charges, settle: [] }, known);
        taken.push(...charged.filter((c): c is WalletCharge => c !== null && c !== KEY_TAKEN));
      }
      return taken;
    };
    const [a, b] = await Promise.all([writer('a'), writer('b')]);
    // 100 charges of 0.003 USD asked for, 0.1 USD available: exactly 33 are taken, 0.001 USD stays.
    expect(a.length + b.length).toBe(33);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '1000' });
    const rows = await db
      .selectFrom('ledger')
      .select(['reference', 'balanceDeltaMicro'])
      .where('userId', '=', user.id)
      .where('kind', '=', 'api_charge')
      .execute();
    expect(rows.map((r) => r.reference).sort()).toEqual([...a, ...b].map((c) => c.reference).sort());
    expect(rows.every((r) => r.balanceDeltaMicro === '-3000')).toBe(true);
  });

  it("claims a charge's Idempotency-Key in the transaction that holds the charge", async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    const { charged } = await writeLedgerBatch(
      db,
      {
        charges: [keyed(user.id, 3000n, 'charge:k-1', 'order-1'), charge(user.id, 2000n, 'charge:k-2')],
        settle: [],
        keys: keyTerms(db),
      },
      new Map(),
    );
    expect(charged).toEqual([
      { userId: user.id, reference: 'charge:k-1', fromFreeMicro: 0n, fromBalanceMicro: 3000n },
      { userId: user.id, reference: 'charge:k-2', fromFreeMicro: 0n, fromBalanceMicro: 2000n },
    ]);
    expect(await keyRows(db, user.id)).toEqual([{ key: 'order-1', claim: 'claim-order-1', status: null }]);
    // A row version's xmin is the transaction that wrote it: the hold and the claim share one.
    const { rows } = await sql<{ hold: string; claim: string }>`
      SELECT l.xmin::text AS hold, k.xmin::text AS claim FROM ledger l, idempotency_keys k
      WHERE l.reference = 'charge:k-1' AND k.user_id = ${user.id} AND k.key = 'order-1'`.execute(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.claim).toBe(rows[0]?.hold);
  });

  it('charges nothing for a claim whose key is held, and takes the other charges of its batch', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    await sql`INSERT INTO idempotency_keys (user_id, key, fingerprint, claim, status_code, body)
      VALUES (${user.id}, 'answered', 'fp-answered', 'first-claim', 200, '{}')`.execute(db);
    const { charged } = await writeLedgerBatch(
      db,
      {
        charges: [
          keyed(user.id, 1000n, 'charge:h-1', 'answered'),
          keyed(user.id, 1000n, 'charge:h-2', 'fresh'),
          charge(user.id, 1000n, 'charge:h-3'),
          keyed(user.id, 1000n, 'charge:h-4', 'fresh'),
        ],
        settle: [],
        keys: keyTerms(db),
      },
      new Map(),
    );
    expect(charged).toEqual([
      KEY_TAKEN,
      { userId: user.id, reference: 'charge:h-2', fromFreeMicro: 0n, fromBalanceMicro: 1000n },
      { userId: user.id, reference: 'charge:h-3', fromFreeMicro: 0n, fromBalanceMicro: 1000n },
      // The same key twice in one batch: the first takes it.
      KEY_TAKEN,
    ]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '8000' });
    expect(await keyRows(db, user.id)).toEqual([
      { key: 'answered', claim: 'first-claim', status: 200 },
      { key: 'fresh', claim: 'claim-fresh', status: null },
    ]);
    const references = await db.selectFrom('ledger').select('reference').where('userId', '=', user.id).execute();
    expect(references.map((r) => r.reference).filter((r) => r?.startsWith('charge:'))).toEqual([
      'charge:h-2',
      'charge:h-3',
    ]);
  });

  it('claims again with the same claim when a lost compare-and-set computes the charge again', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
    // A wrong guess of the wallet: the first statement claims the key but loses the compare-and-set.
    const known: KnownWallets = new Map([[user.id, { free: 0n, balance: 9999n }]]);
    const { charged } = await writeLedgerBatch(
      db,
      { charges: [keyed(user.id, 4000n, 'charge:cas-1', 'again')], settle: [], keys: keyTerms(db) },
      known,
    );
    expect(charged).toEqual([
      { userId: user.id, reference: 'charge:cas-1', fromFreeMicro: 0n, fromBalanceMicro: 4000n },
    ]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '6000' });
    expect(await keyRows(db, user.id)).toEqual([{ key: 'again', claim: 'claim-again', status: null }]);
  });
});
