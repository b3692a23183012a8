import type { Kysely } from 'kysely';
import type { ChargeStatus, Database } from '../../db/schema';
import { writeLedgerBatch } from './writeLedgerBatch';

/**
 * Settles the pending charges of served calls ('pending' → 'settled', one conditional UPDATE for the whole
 * batch) and answers, per reference, the charge's status afterwards: 'settled', or 'refunded' when it was
 * refunded first (reconcilePendingCharges gave up on the call), or undefined for an unknown reference. A
 * status other than 'pending' never changes again, so calling this twice is harmless.
 */
export async function settleCharges(db: Kysely<Database>, references: string[]): Promise<(ChargeStatus | undefined)[]> {
  if (references.length === 0) return [];
  return (await writeLedgerBatch(db, { charges: [], settle: references })).statuses;
}
