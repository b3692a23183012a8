import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { WalletCharge } from './charges';
import { refundPendingCharges } from './refundPendingCharges';

/**
 * Gives a pending charge back to where it came from, in one transaction with an 'api_refund' ledger row whose
 * reference is `refund:<charge reference>`. Answers true when this call refunded it, false when the charge was
 * no longer pending (already refunded, e.g. by reconcilePendingCharges, or settled): a charge is refunded at
 * most once and a settled charge never.
 */
export async function refundCharge(
  db: Kysely<Database>,
  charge: Pick<WalletCharge, 'reference'>,
  description: string,
): Promise<boolean> {
  const refunded = await db
    .transaction()
    .execute((trx) => refundPendingCharges(trx, { reference: charge.reference }, () => description));
  return refunded.length > 0;
}
