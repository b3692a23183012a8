import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../app';
import type { Database } from '../../db/schema';
import { callApi } from '../../lib/testing/callApi';
import { createTestUser } from '../../testing/createTestUser';
import { previousReleaseLedgerBatch } from '../../testing/previousReleaseLedgerBatch';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { reconcilePendingCharges } from './reconcilePendingCharges';

const wallet = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('wallets')
    .select(['freeCoinsMicro', 'balanceMicro'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();

/** The user's ledger rows of live calls, oldest first. */
const callRows = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('ledger')
    .select(['kind', 'reference', 'status', 'description', 'freeCoinsDeltaMicro', 'balanceDeltaMicro'])
    .where('userId', '=', userId)
    .where('kind', 'in', ['api_charge', 'api_refund'])
    .orderBy('id')
    .execute();

/** The sum of the user's whole ledger: it must equal the wallet. */
async function ledgerSum(db: Kysely<Database>, userId: number) {
  const rows = await db.selectFrom('ledger').selectAll().where('userId', '=', userId).execute();
  return {
    freeCoinsMicro: String(rows.reduce((sum, r) => sum + BigInt(r.freeCoinsDeltaMicro), 0n)),
    balanceMicro: String(rows.reduce((sum, r) => sum + BigInt(r.balanceDeltaMicro), 0n)),
  };
}

/**
 * Holds a live call's charge of 0.005 USD the way the previous release did (migration 010's csi_ledger_batch, free
 * coins first), leaving it pending: that release charged before a call ran and settled or refunded it after.
 */
const holdAsPreviousRelease = async (db: Kysely<Database>, userId: number, reference: string) => {
  const before = await wallet(db, userId);
  const free = BigInt(before.freeCoinsMicro);
  const balance = BigInt(before.balanceMicro);
  const fromFreeMicro = free < 5000n ? free : 5000n;
  const fromBalanceMicro = 5000n - fromFreeMicro;
  const { rows } = await previousReleaseLedgerBatch(db, {
    debit: [userId, free, balance, free - fromFreeMicro, balance - fromBalanceMicro].map(String),
    entry: [
      String(userId),
      'Data Encryption /encrypt-data',
      reference,
      String(-fromFreeMicro),
      String(-fromBalanceMicro),
    ],
  });
  if (rows.length !== 1) throw new Error('the test wallet could not pay the charge');
  return { userId, reference, fromFreeMicro, fromBalanceMicro };
};

describe("the previous release's pending charges", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('refunds a charge a crash left pending once, even when two reconciliations run at once', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 1000n, balanceMicro: 9000n });
    // An instance of the previous release charges a call, then "crashes": nobody settles or refunds it.
    const taken = await holdAsPreviousRelease(db, user.id, 'charge:crash-1');
    expect(taken).toEqual({
      userId: user.id,
      reference: 'charge:crash-1',
      fromFreeMicro: 1000n,
      fromBalanceMicro: 4000n,
    });
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '5000' });
    expect((await callRows(db, user.id)).map((r) => r.status)).toEqual(['pending']);

    // A call younger than the bound may still be running: it is left alone.
    expect(await reconcilePendingCharges(db)).toEqual([]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '5000' });

    // "After the restart" (age bound 0): two instances reconcile together; the charge is refunded once.
    const [first, second] = await Promise.all([
      reconcilePendingCharges(db, { olderThanMs: 0 }),
      reconcilePendingCharges(db, { olderThanMs: 0 }),
    ]);
    expect([...(first ?? []), ...(second ?? [])]).toEqual([taken]);
    expect(await reconcilePendingCharges(db, { olderThanMs: 0 })).toEqual([]);

    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '1000', balanceMicro: '9000' });
    expect(await callRows(db, user.id)).toEqual([
      {
        kind: 'api_charge',
        reference: 'charge:crash-1',
        status: 'refunded',
        description: 'Data Encryption /encrypt-data',
        freeCoinsDeltaMicro: '-1000',
        balanceDeltaMicro: '-4000',
      },
      {
        kind: 'api_refund',
        reference: 'refund:charge:crash-1',
        status: null,
        description: 'Refund: Data Encryption /encrypt-data was not answered (the call was interrupted)',
        freeCoinsDeltaMicro: '1000',
        balanceDeltaMicro: '4000',
      },
    ]);
    expect(await ledgerSum(db, user.id)).toEqual(await wallet(db, user.id));
  });

  it('never refunds a settled charge, whether settled by the previous release or charged when served', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 20_000n });
    await holdAsPreviousRelease(db, user.id, 'charge:served-1');
    // Settled the way the previous release settled a served call, in one batch with an unknown reference.
    expect((await previousReleaseLedgerBatch(db, { settle: ['charge:served-1', 'charge:unknown'] })).rows).toEqual([
      { what: 'settled', id: 'charge:served-1' },
    ]);
    // Settling again (a retry whose first answer was lost) changes nothing.
    expect((await previousReleaseLedgerBatch(db, { settle: ['charge:served-1'] })).rows).toEqual([]);

    // This release charges a served call already settled.
    const live = await callApi(server.url, 'POST', 'csi-p/api-live/encrypt-data', {
      body: { rawData: 'hello' },
      headers: user.headers,
    });
    expect(live.status).toBe(200);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '10000' });

    expect(await reconcilePendingCharges(db, { olderThanMs: 0 })).toEqual([]);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '10000' });
    const rows = await callRows(db, user.id);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['api_charge', 'settled'],
      ['api_charge', 'settled'],
    ]);
    expect(await ledgerSum(db, user.id)).toEqual(await wallet(db, user.id));
  });
});

describe('a server restarted after a crash', () => {
  it('refunds the pending charges older than the bound when it starts', async () => {
    const first = await startTestServer();
    try {
      const user = await createTestUser(first.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
      await holdAsPreviousRelease(first.app.db, user.id, 'charge:old');
      await holdAsPreviousRelease(first.app.db, user.id, 'charge:young');
      // charge:old was taken 11 minutes ago, longer than any call may run; charge:young may still be running.
      await first.app.db
        .updateTable('ledger')
        .set({ createdAt: sql`now() - interval '11 minutes'` })
        .where('reference', '=', 'charge:old')
        .execute();
      expect(await wallet(first.app.db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '0' });
      // The process stops without settling either charge; a new one starts on the same database.
      await first.app.close();
      const restarted = await buildApp(first.app.config);
      try {
        await restarted.ready();
        expect(await wallet(restarted.db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '5000' });
        expect((await callRows(restarted.db, user.id)).map((r) => [r.reference, r.status])).toEqual([
          ['charge:old', 'refunded'],
          ['charge:young', 'pending'],
          ['refund:charge:old', null],
        ]);
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
    }
  });
});
