import type { Kysely } from 'kysely';
import { BILLING_SETTINGS } from '../../config';
import type { Database } from '../../db/schema';
import { refundPendingCharges, type RefundedCharge } from './refundPendingCharges';

/**
 * How old a pending charge must be before it is taken for the charge of a call that will never be answered: longer
 * than any call of the previous release could run (it charged a call BEFORE its upload was read and its service ran,
 * then settled it before answering). The number is kept with the other billing settings in config.ts.
 */
export const PENDING_CHARGE_TIMEOUT_MS = BILLING_SETTINGS.pendingChargeTimeoutMs;

/**
 * Refunds the charges the previous release's two-phase billing left pending. That release held a live call's charge
 * ('api_charge', status 'pending') before the call ran and settled or refunded it after; an instance that stopped in
 * between left the charge pending. This release charges only served calls, already 'settled' (migration 015), so it
 * leaves none; but during a rolling upgrade instances of the previous release still run, and a fleet upgraded after a
 * crash still has their pending charges. This function refunds every pending charge older than `olderThanMs` (on the
 * database clock), `batchSize` per transaction: the server runs it when it starts and every minute after
 * (billing/scheduleChargeReconciliation.ts). Each refund claims its charge with a conditional UPDATE ... WHERE status =
 * 'pending' over rows locked FOR UPDATE SKIP LOCKED, so two instances starting together refund a charge exactly once,
 * and a settled charge is never refunded. Answers the charges it refunded.
 */
export async function reconcilePendingCharges(
  db: Kysely<Database>,
  {
    olderThanMs = PENDING_CHARGE_TIMEOUT_MS,
    batchSize = BILLING_SETTINGS.reconcileBatchSize,
  }: { olderThanMs?: number; batchSize?: number } = {},
): Promise<RefundedCharge[]> {
  const refunded: RefundedCharge[] = [];
  for (;;) {
    const batch = await db
      .transaction()
      .execute((trx) =>
        refundPendingCharges(
          trx,
          { olderThanMs, limit: batchSize },
          (description) => `Refund: ${description} was not answered (the call was interrupted)`,
        ),
      );
    refunded.push(...batch);
    if (batch.length < batchSize) return refunded;
  }
}
