import { sql, type Kysely } from 'kysely';

/**
 * csi_ledger_batch (migration 004) also counts the usage of the charges it settles, in the same statement: a
 * settled charge and its usage row are written together or not at all, so a crash (kill -9) at any moment leaves
 * the live usage counts equal to the settled charges. `s_endpoint`/`s_service` run beside `s_reference`; a NULL
 * endpoint settles without counting usage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION csi_ledger_batch`.execute(db);
  await sql`
    CREATE FUNCTION csi_ledger_batch(
      d_user bigint[], d_old_free bigint[], d_old_balance bigint[], d_free bigint[], d_balance bigint[],
      e_user bigint[], e_description text[], e_reference text[], e_free bigint[], e_balance bigint[],
      s_reference text[], s_endpoint text[], s_service text[])
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
        RETURNING l.reference, l.user_id),
      counted AS (
        INSERT INTO api_usage (user_id, api_endpoint, service_type, environment, was_forwarded, bucket, count)
        SELECT s.user_id, u.endpoint, u.service, 'live', true, date_trunc('hour', now(), 'UTC'), count(*)
        FROM settled s
        JOIN unnest(s_reference, s_endpoint, s_service) AS u(reference, endpoint, service) ON u.reference = s.reference
        WHERE u.endpoint IS NOT NULL
        GROUP BY s.user_id, u.endpoint, u.service
        ON CONFLICT (user_id, api_endpoint, service_type, environment, was_forwarded, bucket)
          DO UPDATE SET count = api_usage.count + excluded.count)
      SELECT 'debited'::text, d.user_id::text FROM debited d
      UNION ALL
      SELECT 'settled'::text, s.reference FROM settled s;
    END
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION csi_ledger_batch`.execute(db);
}
