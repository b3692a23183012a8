import { sql, type Kysely } from 'kysely';

/**
 * The gateway's ledger statement (billing/writeLedgerBatch.ts) as a function, so that the database plans its
 * statement once per connection and reuses the plan: the statement is the same every time (arrays, not
 * VALUES lists), and planning it was a large part of its cost on the embedded database. One call is still
 * one statement, atomic: compare-and-set debits, the 'api_charge' rows ('pending') of the wallets debited,
 * and the settlement of served charges, found by reference only (see billing/pendingByReference.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION csi_ledger_batch(
      d_user bigint[], d_old_free bigint[], d_old_balance bigint[], d_free bigint[], d_balance bigint[],
      e_user bigint[], e_description text[], e_reference text[], e_free bigint[], e_balance bigint[],
      s_reference text[])
    RETURNS TABLE (what text, id text) LANGUAGE plpgsql AS $fn$
    BEGIN
      RETURN QUERY
      WITH debited AS (
        UPDATE wallets AS w SET free_coins_micro = v.free, balance_micro = v.balance, updated_at = now()
        FROM unnest(d_user, d_old_free, d_old_balance, d_free, d_balance)
          AS v(user_id, old_free, old_balance, free, balance)
        WHERE w.user_id = v.user_id AND w.free_coins_micro = v.old_free AND w.balance_micro = v.old_balance
        RETURNING w.user_id),
      recorded AS (
        INSERT INTO ledger (user_id, kind, description, reference, status, free_coins_delta_micro, balance_delta_micro)
        SELECT e.user_id, 'api_charge', e.description, e.reference, 'pending', e.free, e.balance
        FROM unnest(e_user, e_description, e_reference, e_free, e_balance) WITH ORDINALITY
          AS e(user_id, description, reference, free, balance, n)
        WHERE e.user_id IN (SELECT d.user_id FROM debited d)
        ORDER BY e.n),
      settled AS (
        UPDATE ledger AS l SET status = 'settled'
        WHERE l.reference = ANY(s_reference) AND l.kind = 'api_charge' AND coalesce(l.status, '') = 'pending'
        RETURNING l.reference)
      SELECT 'debited'::text, d.user_id::text FROM debited d
      UNION ALL
      SELECT 'settled'::text, s.reference FROM settled s;
    END
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION csi_ledger_batch`.execute(db);
}
