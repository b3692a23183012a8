import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../lib/testing/callApi';
import { startFakeDaraja, type FakeDaraja } from '../testing/fakeDaraja';
import { freshPostgresDatabase } from '../testing/freshPostgresDatabase';
import { ensureServerBuilt, spawnInstance, type SpawnedInstance } from '../testing/spawnInstance';
import { FLEET_PG, FLEET_SECRET, fleetUser, reachable, walletsNotMatchingLedger } from './fleetEnvironment';

const services = (await reachable('127.0.0.1', 5432)) && (await reachable('127.0.0.1', 6379));
if (!services) console.warn('M-Pesa fleet suite skipped: PostgreSQL and Redis on 127.0.0.1 are needed');

/** A Redis database of its own (the general fleet suite uses 7). */
const MPESA_FLEET_REDIS = 'redis://127.0.0.1:6379/6';

describe.skipIf(!services)('M-Pesa callbacks on two instances of one fleet', () => {
  let database: { url: string; drop(): Promise<void> };
  let fake: FakeDaraja;
  let a: SpawnedInstance;
  let b: SpawnedInstance;

  beforeAll(async () => {
    ensureServerBuilt();
    database = await freshPostgresDatabase(FLEET_PG);
    fake = await startFakeDaraja(30);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: MPESA_FLEET_REDIS,
      JWT_SECRET: FLEET_SECRET,
      MPESA_PROVIDER: 'fake',
      MPESA_API_BASE: fake.url,
    };
    a = await spawnInstance(env);
    b = await spawnInstance(env);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await fake?.close();
    await database?.drop();
  });

  it('credits once when the callback is replayed 20 times at once on both instances', async () => {
    const user = await fleetUser(a, 'mpesa');
    fake.state.loseCallbacks = true;
    const started = await callApi<{ payment_id: string }>(a.url, 'POST', 'payment_gtw/mpesa/start-payment', {
      token: user.token,
      body: { amount_kes: '1290', phone: '0712 345 678' },
    });
    expect(started.status).toBe(200);
    const push = [...fake.state.pushes.values()].at(-1);
    if (!push) throw new Error('no push');
    while (!push.settled) await new Promise((r) => setTimeout(r, 10));
    const path = new URL(push.callbackUrl).pathname;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${i % 2 ? b.url : a.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(push.callback),
        }).then((r) => r.status),
      ),
    );
    expect(replies).toEqual(Array.from({ length: 20 }, () => 200));

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const rows = await client.query(
        `select balance_delta_micro from ledger where user_id = $1 and kind = 'payment_top_up'`,
        [user.id],
      );
      expect(rows.rows).toEqual([{ balance_delta_micro: '10000000' }]);
      const payment = await client.query(`select status, receipt_number from payments where id = $1`, [
        started.body.data.payment_id,
      ]);
      expect(payment.rows[0]?.status).toBe('captured');
      expect(payment.rows[0]?.receipt_number).toMatch(/^CSI-R-\d{6}$/);
    } finally {
      await client.end();
    }
    expect(await walletsNotMatchingLedger(database.url)).toEqual([]);
    const status = await callApi<{ state: string }>(
      b.url,
      'GET',
      `payment_gtw/mpesa/payments/${started.body.data.payment_id}`,
      {
        token: user.token,
      },
    );
    expect(status.body.data.state).toBe('completed');
  });
});
