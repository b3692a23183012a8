import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { withRetries } from '../../lib/withRetries';
import type { BillingLog } from './BillingLog';
import type { WalletCharge } from './charges';
import { refundCharge } from './refundCharge';

/** True when the refund of `charge` is already in the ledger (an earlier try committed but its answer was lost). */
async function alreadyRefunded(db: Kysely<Database>, charge: WalletCharge): Promise<true | undefined> {
  const row = await db
    .selectFrom('ledger')
    .select('id')
    .where('reference', '=', `refund:${charge.reference}`)
    .executeTakeFirst()
    .catch(() => undefined);
  return row === undefined ? undefined : true;
}

/**
 * Refunds the charge of a call that was not served. A failed try (e.g. a dropped database connection) is
 * retried; the refund claims the charge only while it is pending, so a retry of a committed refund, or a
 * charge reconcilePendingCharges refunded first, is never refunded twice. When every try fails the charge is
 * logged at error level with its reference, so it is never lost silently (and it stays pending, so the
 * reconciliation refunds it later). Answers whether the charge is refunded.
 */
export async function refundUnserved(
  db: Kysely<Database>,
  charge: WalletCharge,
  description: string,
  log: BillingLog,
): Promise<boolean> {
  try {
    await withRetries(
      () => refundCharge(db, charge, description).then(() => true),
      () => alreadyRefunded(db, charge),
    );
    return true;
  } catch (error) {
    log.error(
      {
        err: error,
        userId: charge.userId,
        chargeReference: charge.reference,
        fromFreeMicro: String(charge.fromFreeMicro),
        fromBalanceMicro: String(charge.fromBalanceMicro),
      },
      'Unrefunded charge: a call that was not served stays charged; refund it by its reference',
    );
    return false;
  }
}
