import type { Kysely } from 'kysely';
import { BILLING_SETTINGS } from '../../config';
import type { Database } from '../../db/schema';
import { schedulePeriodic, type PeriodicHost } from '../../lib/schedulePeriodic';
import type { BillingLog } from './BillingLog';
import { reconcilePendingCharges } from './reconcilePendingCharges';

/** What the reconciliation needs of the server: its database, log and start/stop hooks. */
export interface ReconciliationHost extends PeriodicHost {
  db: Kysely<Database>;
  log: BillingLog;
}

/**
 * Refunds the live charges a crash left pending (reconcilePendingCharges): once when the server starts,
 * before it serves, and every `BILLING_SETTINGS.reconcileEveryMs` after, so an instance that keeps running also
 * cleans up after one that stopped. Runs never overlap within one instance, and a failed run is logged, never fatal.
 */
export function scheduleChargeReconciliation(server: ReconciliationHost): void {
  schedulePeriodic(
    server,
    BILLING_SETTINGS.reconcileEveryMs,
    async () => {
      // With billing's own timeout and batch size (the defaults), the numbers the idempotency lease is built on.
      const refunded = await reconcilePendingCharges(server.db);
      if (refunded.length === 0) return;
      server.log.warn(
        { count: refunded.length, chargeReferences: refunded.slice(0, 50).map((charge) => charge.reference) },
        'Refunded live charges of calls that were never answered',
      );
    },
    'Charge reconciliation failed; it runs again later',
  );
}
