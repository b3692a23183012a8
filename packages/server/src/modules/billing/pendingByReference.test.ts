import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { pendingByReference } from './pendingByReference';
import { writeLedgerBatch } from './writeLedgerBatch';

describe('pendingByReference', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('finds charges by their reference alone, never through the partial index of pending charges', async () => {
    const { db } = server.app;
    const user = await createTestUser(server.app, { balanceMicro: 1_000_000_000n });
    // A ledger that has seen many charges pending and then settled, as a running gateway's has.
    let previous: string[] = [];
    for (let round = 0; round < 40; round++) {
      const charges = Array.from({ length: 25 }, (_, i) => ({
        userId: user.id,
        costMicro: 5000n,
        reference: `charge:plan-${round}-${i}`,
        description: 'Data Encryption /encrypt-data',
      }));
      await writeLedgerBatch(db, { charges, settle: previous });
      previous = charges.map((c) => c.reference);
    }
    // Without sequential scans (which PostgreSQL picks for a table this small), so an index must be chosen.
    const plan = await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return sql<Record<string, string>>`
        EXPLAIN UPDATE ledger SET status = 'settled'
        WHERE reference = ANY(${previous}::text[]) AND kind = 'api_charge' AND ${pendingByReference}`.execute(trx);
    });
    const text = plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('ledger_reference_key');
    expect(text).not.toContain('ledger_pending_charges');
    // Same meaning as status = 'pending': exactly the last round is still pending.
    const pending = await db
      .selectFrom('ledger')
      .select('reference')
      .where('userId', '=', user.id)
      .where(pendingByReference)
      .execute();
    expect(pending.map((row) => row.reference).sort()).toEqual([...previous].sort());
  });
});
