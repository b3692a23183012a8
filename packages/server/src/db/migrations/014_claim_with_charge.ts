import { sql, type Kysely } from 'kysely';

/** The SQLSTATE csi_ledger_batch raises when a charge's Idempotency-Key claim did not take its key. */
export const CLAIM_LOST_SQLSTATE = 'CSI01';

/** The argument types of migration 011's version, which the version this migration adds calls. */
const V011_ARGUMENTS = [
  ...['bigint[]', 'bigint[]', 'bigint[]', 'bigint[]', 'bigint[]', 'bigint[]', 'text[]', 'text[]', 'bigint[]'],
  ...['bigint[]', 'text[]', 'text[]', 'text[]', 'integer[]', 'integer[]', 'bigint[]', 'text[]'],
  ...['bigint[]', 'text[]', 'text[]', 'integer[]', 'text[]'],
];
const CLAIM_ARGUMENTS = ['bigint[]', 'text[]', 'text[]', 'text[]', 'integer', 'integer'];

/**
 * A live call's Idempotency-Key is claimed by the statement that holds its charge.
 *
 * csi_take_keys is csi_claim_keys (migration 012) that also answers a key its own claim holds already, so a charge that
 * is computed again (its wallet changed meanwhile) claims again with the same claim and still has its key. The
 * idempotency store claims with it too; csi_claim_keys stays for the instances of the previous release.
 *
 * csi_ledger_batch takes, beside the charges, the claims of the keyed ones (`c_user`, `c_key`, `c_fingerprint`,
 * `c_claim`, and the key window and lease). In one statement it takes the keys (csi_take_keys), then does what
 * migration 011's version does (which it calls). When a claim does not take its key (the key has an answer, or another
 * request holds it), it raises CLAIM_LOST_SQLSTATE and nothing of the batch is done: the caller takes those keys on
 * their own, then charges for the keys it took. A keyed call thus costs no statement of its own, and its claim and
 * its hold commit together. A claim whose charge the statement did not write (a lost compare-and-set) stays with its
 * request, which computes the charge again or, refused, releases the key.
 *
 * Added beside 010's and 011's versions (PostgreSQL tells them apart by their arguments), so instances of the previous
 * releases keep charging and settling during a rolling upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION csi_take_keys(
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
            OR (k.status_code IS NULL AND k.claim = excluded.claim)
        RETURNING k.claim)
      SELECT t.claim FROM taken t;
    END
    $fn$`.execute(db);
  const passed = [
    ...['d_user', 'd_old_free', 'd_old_balance', 'd_free', 'd_balance'],
    ...['e_user', 'e_description', 'e_reference', 'e_free', 'e_balance'],
    ...['s_reference', 's_endpoint', 's_service', 's_status', 's_latency', 's_cost', 's_request'],
    ...['s_key_user', 's_key', 's_claim', 's_answer_status', 's_answer_body'],
  ];
  const declared = passed.map((name, i) => `${name} ${V011_ARGUMENTS[i]}`).join(', ');
  await sql`
    CREATE FUNCTION csi_ledger_batch(${sql.raw(declared)},
      c_user bigint[], c_key text[], c_fingerprint text[], c_claim text[], window_ms integer, lease_ms integer)
    RETURNS TABLE (what text, id text) LANGUAGE plpgsql AS $fn$
    BEGIN
      IF cardinality(c_key) > 0
        AND (SELECT count(*) FROM csi_take_keys(c_user, c_key, c_fingerprint, c_claim, window_ms, lease_ms))
          < cardinality(c_key) THEN
        RAISE EXCEPTION 'an Idempotency-Key of this batch is held' USING ERRCODE = ${sql.lit(CLAIM_LOST_SQLSTATE)};
      END IF;
      RETURN QUERY SELECT * FROM csi_ledger_batch(${sql.raw(passed.join(', '))});
    END
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP FUNCTION csi_ledger_batch(${[...V011_ARGUMENTS, ...CLAIM_ARGUMENTS].join(', ')})`).execute(db);
  await sql.raw(`DROP FUNCTION csi_take_keys(${CLAIM_ARGUMENTS.join(', ')})`).execute(db);
}
