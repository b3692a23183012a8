import { sql, type Kysely } from 'kysely';
import { createCallInsightLedgerBatch } from './010_call_insight';

/**
 * A live call's Idempotency-Key answer is stored by the statement that settles its charge: csi_ledger_batch takes,
 * beside each settle reference, the key's account, the key, the claim that holds it and the answer (`s_key_user`,
 * `s_key`, `s_claim`, `s_answer_status`, `s_answer_body`; NULL key: nothing to keep) and stores the answer only for a
 * charge of that account it settled and only while that claim still holds the key. The answer and the settled charge
 * commit together, so a process that stops after the settlement can never leave a paid call whose key a retry could
 * run, and charge, again.
 *
 * The account comes in beside the key, not from the settled row, so that the plan the function keeps finds the key
 * by its whole primary key: a plan made while the table was empty otherwise looked keys up by `key` alone, a scan of
 * the index that grew with it.
 *
 * The new version is added beside migration 010's (PostgreSQL tells them apart by their arguments), not in its place:
 * during a rolling upgrade of a fleet, the instances still on the previous release keep charging and settling with
 * theirs. A later migration may drop the old one once no release calls it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createCallInsightLedgerBatch(db, {
    args: ', s_key_user bigint[], s_key text[], s_claim text[], s_answer_status integer[], s_answer_body text[]',
    ctes: `,
      kept AS (
        UPDATE idempotency_keys AS k SET status_code = u.answer_status, body = u.answer_body
        FROM unnest(s_reference, s_key_user, s_key, s_claim, s_answer_status, s_answer_body)
          AS u(reference, user_id, key, claim, answer_status, answer_body)
        JOIN settled s ON s.reference = u.reference AND s.user_id = u.user_id
        WHERE u.key IS NOT NULL AND k.user_id = u.user_id AND k.key = u.key AND k.claim = u.claim)`,
  });
}

/** The argument types of the version this migration adds: 010's seventeen, then the five above. */
const ARGUMENT_TYPES = [
  ...['bigint[]', 'bigint[]', 'bigint[]', 'bigint[]', 'bigint[]', 'bigint[]', 'text[]', 'text[]', 'bigint[]'],
  ...['bigint[]', 'text[]', 'text[]', 'text[]', 'integer[]', 'integer[]', 'bigint[]', 'text[]'],
  ...['bigint[]', 'text[]', 'text[]', 'integer[]', 'text[]'],
].join(', ');

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP FUNCTION csi_ledger_batch(${ARGUMENT_TYPES})`).execute(db);
}
