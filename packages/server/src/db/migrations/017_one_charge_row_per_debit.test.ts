import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { migrations } from './index';

/** The numbers of arguments of the csi_charge_served functions, fewest first. */
const chargeFunctions = async (server: TestServer) => {
  const { rows } = await sql<{ n: number }>`
    SELECT pronargs::int AS n FROM pg_proc WHERE proname = 'csi_charge_served' ORDER BY pronargs`.execute(
    server.app.db,
  );
  return rows.map((row) => row.n);
};

describe('migration 017: one ledger row per wallet debit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("adds a csi_charge_served without per-call references beside migration 015's, which a rolling upgrade still calls", async () => {
    expect(await chargeFunctions(server)).toEqual([22, 23]);
  });

  it('charges a live call over HTTP with one settled ledger row named after the call, its cost in its call row', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 1_000_000n });
    const response = await fetch(`${server.url}/csi-p/api-live/encrypt-data`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ rawData: 'Board minutes, Westlands office' }),
    });
    expect(response.status).toBe(200);
    const ledger = await server.app.db
      .selectFrom('ledger')
      .select(['description', 'reference', 'status', 'balanceDeltaMicro'])
      .where('userId', '=', user.id)
      .where('kind', '=', 'api_charge')
      .execute();
    expect(ledger).toEqual([
      {
        description: 'Data Security (Encrypt and Decrypt) /encrypt-data',
        reference: null,
        status: 'settled',
        balanceDeltaMicro: '-5000',
      },
    ]);
    const calls = await server.app.db
      .selectFrom('apiCalls')
      .select(['costMicro', 'requestId'])
      .where('userId', '=', user.id)
      .execute();
    expect(calls).toEqual([{ costMicro: '5000', requestId: response.headers.get('x-request-id') }]);
  });

  it('migrates down to the per-call function alone and back up', async () => {
    const migrator = new Migrator({ db: server.app.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('016_call_rows_unchecked');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toEqual([
      '018_sealed_api_keys',
      '017_one_charge_row_per_debit',
    ]);
    expect(await chargeFunctions(server)).toEqual([23]);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await chargeFunctions(server)).toEqual([22, 23]);
  });
});
