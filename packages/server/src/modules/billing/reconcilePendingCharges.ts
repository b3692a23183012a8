import type { Kysely } from 'kysely';
import { BILLING_SETTINGS } from '../../config';
import type { Database } from '../../db/schema';
import { refundPendingCharges, type RefundedCharge } from './refundPendingCharges';

/**
 * How old a pending charge must be before it is taken for the charge of a call that will never be answered.
 * It must outlast the longest live call: the services stop after 20 s per file (PROCESSING_TIMEOUT_MS), but a
 * call is charged BEFORE its multipart upload (up to MAX_UPLOAD_BYTES) is read and may wait for a service
 * slot, so the bound leaves room for a slow upload. A call still running past it is refunded and then
 * answered 504 instead of its result (the gateway settles before it answers), so it is never served unpaid.
 * The number is kept with the other billing settings in config.ts.
 */
export const PENDING_CHARGE_TIMEOUT_MS = BILLING_SETTINGS.pendingChargeTimeoutMs;

/**
 * Two-phase live charges. The gateway charges a live call before running its service (createLedgerWriter's
 * charge, through writeLedgerBatch: the wallet change and an 'api_charge' ledger row with status 'pending', one
 * statement). When the service answered 2xx the charge is settled (the writer's settle: status 'settled', before
 * the answer is sent); any other outcome refunds it (refundUnserved, through refundCharge: status 'refunded' plus an
 * 'api_refund' row and the wallet change, one transaction). The status lives on the charge's own ledger row rather
 * than in a separate table: the amounts to give back are read from that row, and every wallet change still is one
 * transaction with its ledger row, so the sum of the ledger explains every balance whatever the statuses are.
 *
 * A process that stops between the charge and its settlement leaves a charge 'pending'. This function
 * refunds every pending charge older than `olderThanMs` (on the database clock), `batchSize` per transaction:
 * the server runs it when it starts and every minute after (billing/scheduleChargeReconciliation.ts). Each refund
 * claims its charge with a conditional UPDATE ... WHERE status = 'pending' over rows locked FOR UPDATE SKIP LOCKED,
 * so two instances starting together, or a reconciliation racing the gateway's own refund, refund a charge
 * exactly once, and a settled charge is never refunded. Answers the charges it refunded.
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
