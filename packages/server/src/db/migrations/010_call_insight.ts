import { sql, type Kysely } from 'kysely';

/** csi_ledger_batch's body up to its settlement (migration 005), shared by up and down. */
const HEAD = `
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
          DO UPDATE SET count = api_usage.count + excluded.count)`;

const TAIL = `
      SELECT 'debited'::text, d.user_id::text FROM debited d
      UNION ALL
      SELECT 'settled'::text, s.reference FROM settled s;`;

/**
 * Creates csi_ledger_batch as this migration leaves it. Migration 011 adds arguments after these (`more.args`, starting
 * with a comma) and common table expressions after `called` (`more.ctes`, likewise); its down creates it without them.
 */
export async function createCallInsightLedgerBatch(
  db: Kysely<unknown>,
  more: { args: string; ctes: string } = { args: '', ctes: '' },
): Promise<void> {
  await sql`
    CREATE FUNCTION csi_ledger_batch(
      d_user bigint[], d_old_free bigint[], d_old_balance bigint[], d_free bigint[], d_balance bigint[],
      e_user bigint[], e_description text[], e_reference text[], e_free bigint[], e_balance bigint[],
      s_reference text[], s_endpoint text[], s_service text[],
      s_status integer[], s_latency integer[], s_cost bigint[], s_request text[]${sql.raw(more.args)})
    RETURNS TABLE (what text, id text) LANGUAGE plpgsql AS $fn$
    BEGIN
      RETURN QUERY
      ${sql.raw(HEAD)},
      called AS (
        INSERT INTO api_calls (user_id, api_endpoint, service_type, environment, was_forwarded, status_code,
          latency_ms, cost_micro, request_id)
        SELECT s.user_id, u.endpoint, u.service, 'live', true, u.status, u.latency, u.cost, u.request
        FROM settled s
        JOIN unnest(s_reference, s_endpoint, s_service, s_status, s_latency, s_cost, s_request)
          AS u(reference, endpoint, service, status, latency, cost, request) ON u.reference = s.reference
        WHERE u.endpoint IS NOT NULL AND u.status IS NOT NULL)${sql.raw(more.ctes)}
      ${sql.raw(TAIL)}
    END
    $fn$`.execute(db);
}

/**
 * Per-call insight: `api_calls` keeps one row per gateway call that the usage log counts, with its environment, HTTP
 * status, latency in ms, cost (micro-dollars, exact, like the ledger's amounts: what the call finally cost, 0 for a
 * sandbox call and for a refunded one) and request id. csi_ledger_batch writes the row of each live call it settles in
 * the same statement as the settlement and its usage count (`s_status`, `s_latency`, `s_cost`, `s_request` run beside
 * `s_reference`), so after a crash every settled charge has its call row and no call row lacks its charge. Every
 * other call's row is written by the usage recorder together with its count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE api_calls (
      id BIGSERIAL PRIMARY KEY,
      user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      api_endpoint TEXT NOT NULL,
      service_type TEXT NOT NULL,
      environment TEXT NOT NULL CHECK (environment IN ('live', 'sandbox')),
      was_forwarded BOOLEAN NOT NULL,
      status_code INTEGER NOT NULL CHECK (status_code BETWEEN 100 AND 599),
      latency_ms INTEGER NOT NULL CHECK (latency_ms >= 0),
      cost_micro BIGINT NOT NULL DEFAULT 0 CHECK (cost_micro >= 0),
      request_id TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX api_calls_user_time ON api_calls (user_id, created_at DESC, id DESC)`.execute(db);
  await sql`DROP FUNCTION csi_ledger_batch`.execute(db);
  await createCallInsightLedgerBatch(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION csi_ledger_batch`.execute(db);
  await sql`
    CREATE FUNCTION csi_ledger_batch(
      d_user bigint[], d_old_free bigint[], d_old_balance bigint[], d_free bigint[], d_balance bigint[],
      e_user bigint[], e_description text[], e_reference text[], e_free bigint[], e_balance bigint[],
      s_reference text[], s_endpoint text[], s_service text[])
    RETURNS TABLE (what text, id text) LANGUAGE plpgsql AS $fn$
    BEGIN
      RETURN QUERY
      ${sql.raw(HEAD)}
      ${sql.raw(TAIL)}
    END
    $fn$`.execute(db);
  await sql`DROP TABLE api_calls`.execute(db);
}
