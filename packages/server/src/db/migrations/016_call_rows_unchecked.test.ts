import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { migrations } from './index';

/** The names of the foreign keys from `table` to users. */
const foreignKeysToUsers = async (server: TestServer, table: string) => {
  const { rows } = await sql<{ name: string }>`
    SELECT conname AS name FROM pg_constraint
    WHERE contype = 'f' AND conrelid = ${table}::regclass AND confrelid = 'users'::regclass`.execute(server.app.db);
  return rows.map((row) => row.name);
};

/** How many api_calls rows and Idempotency-Keys `userId` has. */
const callRows = async (server: TestServer, userId: number) => {
  const { rows } = await sql<{ calls: string; keys: string }>`
    SELECT (SELECT count(*) FROM api_calls WHERE user_id = ${userId}) AS calls,
      (SELECT count(*) FROM idempotency_keys WHERE user_id = ${userId}) AS keys`.execute(server.app.db);
  return { calls: Number(rows[0]?.calls), keys: Number(rows[0]?.keys) };
};

/** One live /encrypt-data call of `user` with Idempotency-Key `key`: charged, with its api_calls row and its key. */
const keyedCall = async (server: TestServer, user: { headers: Record<string, string> }, key: string) => {
  const response = await fetch(`${server.url}/csi-p/api-live/encrypt-data`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ rawData: 'Quarterly access review for the Nairobi office' }),
  });
  expect(response.status).toBe(200);
};

describe('migration 016: per-call rows without a foreign key, forgotten with their account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('leaves api_calls and idempotency_keys without a foreign key to users, and the ledger and wallets with theirs', async () => {
    expect(await foreignKeysToUsers(server, 'api_calls')).toEqual([]);
    expect(await foreignKeysToUsers(server, 'idempotency_keys')).toEqual([]);
    expect(await foreignKeysToUsers(server, 'ledger')).toEqual(['ledger_user_id_fkey']);
    expect(await foreignKeysToUsers(server, 'wallets')).toEqual(['wallets_user_id_fkey']);
  });

  it('deletes an account’s call rows and keys with the account, and no one else’s', async () => {
    const leaving = await createTestUser(server.app, { balanceMicro: 1_000_000n });
    const staying = await createTestUser(server.app, { balanceMicro: 1_000_000n });
    await keyedCall(server, leaving, 'leaving-1');
    await keyedCall(server, staying, 'staying-1');
    expect(await callRows(server, leaving.id)).toEqual({ calls: 1, keys: 1 });

    await server.app.db.deleteFrom('users').where('id', '=', leaving.id).execute();

    expect(await callRows(server, leaving.id)).toEqual({ calls: 0, keys: 0 });
    expect(await callRows(server, staying.id)).toEqual({ calls: 1, keys: 1 });
  });

  it('migrates down to the foreign keys and back up', async () => {
    const migrator = new Migrator({ db: server.app.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('015_charge_when_served');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toEqual([
      '018_sealed_api_keys',
      '017_one_charge_row_per_debit',
      '016_call_rows_unchecked',
    ]);
    expect(await foreignKeysToUsers(server, 'api_calls')).toEqual(['api_calls_user_id_fkey']);
    expect(await foreignKeysToUsers(server, 'idempotency_keys')).toEqual(['idempotency_keys_user_id_fkey']);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await foreignKeysToUsers(server, 'api_calls')).toEqual([]);
    expect(await foreignKeysToUsers(server, 'idempotency_keys')).toEqual([]);
  });
});
