import { sql, type Kysely } from 'kysely';

/**
 * The Idempotency-Key claim (idempotency/createIdempotencyStore.ts) as a function, like the gateway's ledger statement
 * (migration 004): the database plans it once per connection and keeps the plan, instead of parsing and planning the
 * insert again for every batch of claims. It inserts each account's key with its request's fingerprint and claim, or
 * takes over a key older than `window_ms` or held longer than `lease_ms` by a request that never finished, and
 * answers the claims that took their key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION csi_claim_keys(
      c_user bigint[], c_key text[], c_fingerprint text[], c_claim text[], window_ms integer, lease_ms integer)
    RETURNS TABLE (taken_claim text) LANGUAGE plpgsql AS $fn$
    BEGIN
      RETURN QUERY
      WITH taken AS (
        INSERT INTO idempotency_keys AS k (user_id, key, fingerprint, claim)
        SELECT * FROM unnest(c_user, c_key, c_fingerprint, c_claim)
        ON CONFLICT (user_id, key) DO UPDATE
          SET fingerprint = excluded.fingerprint, claim = excluded.claim, status_code = NULL, body = NULL,
            created_at = now()
          WHERE k.created_at < now() - window_ms * interval '1 millisecond'
            OR (k.status_code IS NULL AND k.created_at < now() - lease_ms * interval '1 millisecond')
        RETURNING k.claim)
      SELECT t.claim FROM taken t;
    END
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION csi_claim_keys(bigint[], text[], text[], text[], integer, integer)`.execute(db);
}
