import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../app';
import type { Database } from '../../db/schema';
import { callApi } from '../../lib/testing/callApi';
import { serviceHandlers } from '../../services/serviceHandlers';
import { createTestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { GATEWAY_MESSAGES } from '../gateway/messages';
import { KEY_TAKEN } from './charges';
import { createLedgerWriter } from './createLedgerWriter';
import { reconcilePendingCharges } from './reconcilePendingCharges';
import { refundCharge } from './refundCharge';

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

/** Takes a live call's charge the way the gateway does (its ledger writer), leaving it pending. */
const charge = async (db: Kysely<Database>, userId: number, reference: string) => {
  const taken = await createLedgerWriter(db).charge({
    userId,
    costMicro: 5000n,
    reference,
    description: 'Data Encryption /encrypt-data',
  });
  if (!taken || taken === KEY_TAKEN) throw new Error('the test wallet could not pay the charge');
  return taken;
};

/** What a served /encrypt-data call counts in when its charge is settled. */
const ENCRYPT_USAGE = { apiEndpoint: '/encrypt-data', serviceType: 'data-security' };

describe('two-phase live charges', () => {
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
    // The call is charged, then the process "crashes": nobody settles or refunds it.
    const taken = await charge(db, user.id, 'charge:crash-1');
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
    expect(await refundCharge(db, taken, 'Refund: again')).toBe(false);

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

  it('never refunds a settled charge, whether settled directly or by a served live call', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 20_000n });
    const taken = await charge(db, user.id, 'charge:served-1');
    // Settled the way the gateway settles a served call (its ledger writer), in one batch with an unknown reference.
    const ledger = createLedgerWriter(db);
    expect(
      await Promise.all([
        ledger.settle('charge:served-1', ENCRYPT_USAGE),
        ledger.settle('charge:unknown', ENCRYPT_USAGE),
      ]),
    ).toEqual(['settled', undefined]);
    // Settling again (a retry whose first answer was lost) changes nothing.
    expect(await ledger.settle('charge:served-1', ENCRYPT_USAGE)).toBe('settled');

    const live = await callApi(server.url, 'POST', 'csi-p/api-live/encrypt-data', {
      body: { rawData: 'hello' },
      headers: user.headers,
    });
    expect(live.status).toBe(200);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '10000' });

    expect(await reconcilePendingCharges(db, { olderThanMs: 0 })).toEqual([]);
    expect(await refundCharge(db, taken, 'Refund: too late')).toBe(false);
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '0', balanceMicro: '10000' });
    const rows = await callRows(db, user.id);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['api_charge', 'settled'],
      ['api_charge', 'settled'],
    ]);
    expect(await ledgerSum(db, user.id)).toEqual(await wallet(db, user.id));
  });

  it('answers 504 and keeps the refund when a call outlasts the bound and is reconciled while it runs', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { freeCoinsMicro: 2000n, balanceMicro: 8000n });
    const endpoint = serviceHandlers['/encrypt-data'];
    if (!endpoint) throw new Error('no /encrypt-data service');
    const realHandler = endpoint.handler;
    const slow = vi.spyOn(endpoint, 'handler').mockImplementationOnce(async (request, context) => {
      // Another instance gives up on this call while the service still runs.
      expect(await reconcilePendingCharges(db, { olderThanMs: 0 })).toHaveLength(1);
      return realHandler(request, context);
    });
    try {
      const reply = await callApi(server.url, 'POST', 'csi-p/api-live/encrypt-data', {
        body: { rawData: 'hello' },
        headers: user.headers,
      });
      expect(reply).toMatchObject({ status: 504, body: { msg: GATEWAY_MESSAGES.tooSlow } });
      expect(slow).toHaveBeenCalledTimes(1);
    } finally {
      slow.mockRestore();
    }
    expect(await wallet(db, user.id)).toEqual({ freeCoinsMicro: '2000', balanceMicro: '8000' });
    expect((await callRows(db, user.id)).map((r) => [r.kind, r.status])).toEqual([
      ['api_charge', 'refunded'],
      ['api_refund', null],
    ]);
    expect(await ledgerSum(db, user.id)).toEqual(await wallet(db, user.id));
  });
});

describe('a server restarted after a crash', () => {
  it('refunds the pending charges older than the bound when it starts', async () => {
    const first = await startTestServer();
    try {
      const user = await createTestUser(first.app, { freeCoinsMicro: 0n, balanceMicro: 10_000n });
      await charge(first.app.db, user.id, 'charge:old');
      await charge(first.app.db, user.id, 'charge:young');
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
