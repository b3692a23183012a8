import { sql, type Kysely } from 'kysely';
import { CLAIM_LOST_SQLSTATE } from './014_claim_with_charge';

/** How csi_charge_served writes the ledger: a row per charged call (this migration), or a row per debit (017). */
export type ChargeLedgerRows = 'perCall' | 'perDebit';

/**
 * The argument types of csi_charge_served, in order: with `perCall` ledger rows, a ledger reference per call
 * (`e_reference`) after the descriptions.
 */
export const chargeServedArgumentTypes = (rows: ChargeLedgerRows) =>
  [
    ...['bigint[]', 'bigint[]', 'bigint[]', 'bigint[]', 'bigint[]'],
    ...['bigint[]', 'text[]', ...(rows === 'perCall' ? ['text[]'] : []), 'bigint[]', 'bigint[]'],
    ...['text[]', 'text[]', 'integer[]', 'integer[]', 'bigint[]', 'text[]'],
    ...['text[]', 'text[]', 'text[]', 'integer[]', 'text[]', 'integer', 'integer'],
  ].join(', ');

/**
 * The statement that keeps answers of requests with an Idempotency-Key (`source`: rows of account, key, fingerprint,
 * claim, status and body): new keys, and keys past their 24 hours (`window_ms`) or held longer than the lease
 * (`lease_ms`) by a request that never finished; RETURNING the claims kept. A key with an answer keeps it.
 */
const keepAnswers = (source: string) => `
        INSERT INTO idempotency_keys AS k (user_id, key, fingerprint, claim, status_code, body)
        SELECT * FROM ${source}
        ON CONFLICT (user_id, key) DO UPDATE
          SET fingerprint = excluded.fingerprint, claim = excluded.claim, status_code = excluded.status_code,
            body = excluded.body, created_at = now()
          WHERE k.created_at < now() - window_ms * interval '1 millisecond'
            OR (k.status_code IS NULL AND k.created_at < now() - lease_ms * interval '1 millisecond')
        RETURNING k.claim`;

/** The argument types of csi_keep_answers, in order. */
const KEEP_ARGUMENT_TYPES = 'bigint[], text[], text[], text[], integer[], text[], integer, integer';

/**
 * The ledger rows of the charges of csi_charge_served (`charged`, in the order given by `n`): one per charged call with
 * its reference (`perCall`), or one per debited wallet (`perDebit`) with the sum of its calls' amounts, no reference,
 * and the calls' description (the same for all of them, else 'API calls') with their number when more than one.
 */
const chargeLedgerRows = (rows: ChargeLedgerRows) =>
  rows === 'perCall'
    ? `
        SELECT c.user_id, 'api_charge', c.description, c.reference, 'settled', c.free, c.balance
        FROM charged c ORDER BY c.n`
    : `
        SELECT c.user_id, 'api_charge',
          CASE WHEN min(c.description) = max(c.description) THEN min(c.description) ELSE 'API calls' END
            || CASE WHEN count(*) > 1 THEN ' (' || count(*) || ' calls)' ELSE '' END,
          NULL, 'settled', sum(c.free)::bigint, sum(c.balance)::bigint
        FROM charged c GROUP BY c.user_id ORDER BY min(c.n)`;

/** CREATE FUNCTION csi_charge_served (see up) with ledger rows per call or per debit. */
export function chargeServedFunction(rows: ChargeLedgerRows): string {
  const reference = rows === 'perCall';
  return `
    CREATE FUNCTION csi_charge_served(
      d_user bigint[], d_old_free bigint[], d_old_balance bigint[], d_free bigint[], d_balance bigint[],
      e_user bigint[], e_description text[],${reference ? ' e_reference text[],' : ''} e_free bigint[], e_balance bigint[],
      e_endpoint text[], e_service text[], e_status integer[], e_latency integer[], e_cost bigint[], e_request text[],
      e_key text[], e_fingerprint text[], e_claim text[], e_answer_status integer[], e_answer_body text[],
      window_ms integer, lease_ms integer)
    RETURNS TABLE (debited_user text) LANGUAGE plpgsql AS $fn$
    DECLARE
      debited_users bigint[];
      n_keyed bigint;
      n_kept bigint;
    BEGIN
      WITH debited AS (
        UPDATE wallets AS w SET free_coins_micro = v.free, balance_micro = v.balance, updated_at = now()
        FROM unnest(d_user, d_old_free, d_old_balance, d_free, d_balance)
          AS v(user_id, old_free, old_balance, free, balance)
        WHERE w.user_id = v.user_id AND w.free_coins_micro = v.old_free AND w.balance_micro = v.old_balance
        RETURNING w.user_id),
      charged AS (
        SELECT e.* FROM unnest(e_user, e_description,${reference ? ' e_reference,' : ''} e_free, e_balance, e_endpoint, e_service, e_status,
            e_latency, e_cost, e_request, e_key, e_fingerprint, e_claim, e_answer_status, e_answer_body)
            WITH ORDINALITY
          AS e(user_id, description,${reference ? ' reference,' : ''} free, balance, endpoint, service, status, latency, cost, request, key,
            fingerprint, claim, answer_status, answer_body, n)
        WHERE e.user_id IN (SELECT d.user_id FROM debited d)),
      recorded AS (
        INSERT INTO ledger (user_id, kind, description, reference, status, free_coins_delta_micro, balance_delta_micro)${chargeLedgerRows(rows)}),
      counted AS (
        INSERT INTO api_usage (user_id, api_endpoint, service_type, environment, was_forwarded, bucket, count)
        SELECT c.user_id, c.endpoint, c.service, 'live', true, date_trunc('hour', now(), 'UTC'), count(*)
        FROM charged c
        GROUP BY c.user_id, c.endpoint, c.service
        ON CONFLICT (user_id, api_endpoint, service_type, environment, was_forwarded, bucket)
          DO UPDATE SET count = api_usage.count + excluded.count),
      called AS (
        INSERT INTO api_calls (user_id, api_endpoint, service_type, environment, was_forwarded, status_code,
          latency_ms, cost_micro, request_id)
        SELECT c.user_id, c.endpoint, c.service, 'live', true, c.status, c.latency, c.cost, c.request
        FROM charged c ORDER BY c.n),
      kept AS (${keepAnswers(`(SELECT c.user_id, c.key, c.fingerprint, c.claim, c.answer_status, c.answer_body
          FROM charged c WHERE c.key IS NOT NULL) AS c`)})
      SELECT array(SELECT d.user_id FROM debited d), (SELECT count(*) FROM charged c WHERE c.key IS NOT NULL),
        (SELECT count(*) FROM kept)
      INTO debited_users, n_keyed, n_kept;
      IF n_kept < n_keyed THEN
        RAISE EXCEPTION 'an Idempotency-Key of this batch has an answer' USING ERRCODE = '${CLAIM_LOST_SQLSTATE}';
      END IF;
      RETURN QUERY SELECT u::text FROM unnest(debited_users) AS u;
    END
    $fn$`;
}

/**
 * A live call is charged once it has been served, in one statement, and a live call with an Idempotency-Key writes its
 * key only then, with its answer.
 *
 * csi_keep_answers stores the answers of requests with an Idempotency-Key (`a_*`: account, key, fingerprint, a claim
 * naming the request, status and body) as new rows, or over a row past its 24 hours (`window_ms`) or one a request
 * held longer than the lease (`lease_ms`) without finishing; answers the claims whose answer it stored. A key already
 * answered (by a request that ran at the same time on another instance, or earlier) keeps its first answer.
 *
 * csi_charge_served debits each wallet by compare-and-set (`d_*`: the amounts the debit was computed from and the
 * amounts after it), and for the charges of the wallets it debited (`e_*`) writes the 'api_charge' ledger row already
 * 'settled', counts the call's usage, writes its api_calls row and keeps the answer of a keyed call (`e_key`...;
 * NULL key: nothing to keep) as csi_keep_answers does. If a keyed call's key has an answer already, that call must not
 * be charged (its request is answered with the first answer): then it raises CLAIM_LOST_SQLSTATE and nothing of the
 * statement is done. Answers the user ids it debited.
 *
 * It replaces the hold ('pending', migration 003) and its settlement, and the key's claim before the call ran: nothing
 * is written before a call is served, so a call that is not served, or a process that stops while calls run, leaves
 * nothing to refund and no key to release. csi_ledger_batch's versions stay for the instances of the previous release
 * during a rolling upgrade (and the reconciliation still refunds what they leave pending); a later migration may drop
 * them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION csi_keep_answers(
      a_user bigint[], a_key text[], a_fingerprint text[], a_claim text[], a_status integer[], a_body text[],
      window_ms integer, lease_ms integer)
    RETURNS TABLE (kept_claim text) LANGUAGE plpgsql AS $fn$
    BEGIN
      RETURN QUERY
      WITH kept AS (${sql.raw(keepAnswers('unnest(a_user, a_key, a_fingerprint, a_claim, a_status, a_body)'))})
      SELECT kept.claim FROM kept;
    END
    $fn$`.execute(db);
  await sql.raw(chargeServedFunction('perCall')).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP FUNCTION csi_charge_served(${chargeServedArgumentTypes('perCall')})`).execute(db);
  await sql.raw(`DROP FUNCTION csi_keep_answers(${KEEP_ARGUMENT_TYPES})`).execute(db);
}
