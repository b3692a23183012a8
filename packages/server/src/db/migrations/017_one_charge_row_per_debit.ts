import { sql, type Kysely } from 'kysely';
import { chargeServedArgumentTypes, chargeServedFunction } from './015_charge_when_served';

/**
 * csi_charge_served writes one 'api_charge' ledger row per wallet it debits, not one per charged call: the sum of the
 * calls' amounts, taken in the same compare-and-set debit, with no reference, described by its calls
 * ('Data Security (Encrypt and Decrypt) /encrypt-data (15 calls)', or 'API calls (3 calls)' when they differ).
 *
 * Every change to a wallet still writes its ledger row in the same transaction, and the ledger's sum still explains
 * every balance. What a row per call also said is in api_calls, written in the same statement: each call's cost,
 * status, latency and request id. The ledger row per call was the largest part of what the statement writes per call
 * (about 140,000 instructions of the embedded database, with its unique reference; measured with callgrind: 467,000
 * instructions per call without an Idempotency-Key and 690,000 with one became 354,000 and 578,000).
 *
 * The new function has no `e_reference` argument, so it is a second csi_charge_served beside migration 015's, which
 * stays for the instances of the previous release during a rolling upgrade (a later migration may drop it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(chargeServedFunction('perDebit')).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP FUNCTION csi_charge_served(${chargeServedArgumentTypes('perDebit')})`).execute(db);
}
