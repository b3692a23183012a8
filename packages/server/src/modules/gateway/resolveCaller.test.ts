import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiKey } from '../account/newApiKey';
import { storedApiKey } from '../account/storedApiKey';
import { createTestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { createCallerLookup } from './resolveCaller';

describe('createCallerLookup', () => {
  let server: TestServer;
  /** How many statements the lookups under test sent. */
  let statements = 0;
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const lookupOf = () => createCallerLookup(server.app.db.withPlugin(counting), server.app.secrets.apiKeyHash);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('finds the callers of one event-loop turn with one statement, and looks a repeat caller up again', async () => {
    const user = await createTestUser(server.app);
    const other = await createTestUser(server.app);
    const lookup = lookupOf();
    statements = 0;
    const [first, second] = await Promise.all([lookup(user.apiKey), lookup(other.apiKey)]);
    expect(first).toMatchObject({ userId: user.id, apiUsername: user.apiUsername });
    expect(second).toMatchObject({ userId: other.id, apiUsername: other.apiUsername });
    expect(statements).toBe(1);
    expect(await lookup(user.apiKey)).toMatchObject({ userId: user.id, apiKeyBlocked: false });
    expect(statements).toBe(2);
  });

  it('sees a block, a rotation, a suspension and a verification at the next lookup, however they were written', async () => {
    const user = await createTestUser(server.app);
    const lookup = lookupOf();
    expect(await lookup(user.apiKey)).toMatchObject({ apiKeyBlocked: false, suspended: false, emailVerified: true });

    await server.app.db.updateTable('users').set({ apiKeyBlocked: true }).where('id', '=', user.id).execute();
    expect(await lookup(user.apiKey)).toMatchObject({ apiKeyBlocked: true });

    await sql`UPDATE users SET acc_suspended_user = true WHERE id = ${user.id}`.execute(server.app.db);
    expect(await lookup(user.apiKey)).toMatchObject({ suspended: true });

    await server.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ emailVerified: false }).where('id', '=', user.id).execute();
    });
    expect(await lookup(user.apiKey)).toMatchObject({ emailVerified: false });

    // A database function's write is seen like any other.
    await sql`DO $$ BEGIN UPDATE users SET acc_suspended_user = false WHERE id = ${sql.lit(user.id)}; END $$`.execute(
      server.app.db,
    );
    expect(await lookup(user.apiKey)).toMatchObject({ suspended: false });

    const rotated = newApiKey();
    await server.app.db
      .updateTable('users')
      .set(storedApiKey(server.app.secrets, rotated))
      .where('id', '=', user.id)
      .execute();
    expect(await lookup(user.apiKey)).toBeUndefined();
    expect(await lookup(rotated)).toMatchObject({ userId: user.id, apiKeyBlocked: true });
  });

  it('does not serve what it read before a change that committed while its answer was on the way', async () => {
    const user = await createTestUser(server.app);
    const lookup = lookupOf();
    // The lookup's statement goes out first (its batch leaves on the next turn), then the block: the database reads the
    // account before the block commits.
    const reading = lookup(user.apiKey);
    await new Promise((resolve) => setImmediate(resolve));
    const blocking = server.app.db
      .updateTable('users')
      .set({ apiKeyBlocked: true })
      .where('id', '=', user.id)
      .execute();
    expect(await reading).toMatchObject({ userId: user.id, apiKeyBlocked: false });
    await blocking;
    statements = 0;
    expect(await lookup(user.apiKey)).toMatchObject({ apiKeyBlocked: true });
    expect(statements).toBe(1);
  });

  it('never keeps an unknown key, so an account that takes it later is found', async () => {
    const lookup = lookupOf();
    const apiKey = newApiKey();
    expect(await lookup(apiKey)).toBeUndefined();
    const user = await createTestUser(server.app, {}, { apiKey });
    expect(await lookup(apiKey)).toMatchObject({ userId: user.id });
  });
});
