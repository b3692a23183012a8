import type { Kysely } from 'kysely';
import type { BillingSettings } from '../../config';
import type { Database } from '../../db/schema';
import { schedulePeriodic, type PeriodicHost } from '../../lib/schedulePeriodic';
import type { BillingLog } from './BillingLog';
import { reconcilePendingCharges } from './reconcilePendingCharges';

/** What the reconciliation needs of the server: its database, log, billing settings and start/stop hooks. */
export interface ReconciliationHost extends PeriodicHost {
  db: Kysely<Database>;
  log: BillingLog;
  config: { billing: BillingSettings };
}

/**
 * Refunds the live charges a crash left pending (reconcilePendingCharges): once when the server starts,
 * before it serves, and every `config.billing.reconcileEveryMs` after, so an instance that keeps running also
 * cleans up after one that stopped. Runs never overlap within one instance, and a failed run is logged, never fatal.
 */
export function scheduleChargeReconciliation(server: ReconciliationHost): void {
  const { pendingChargeTimeoutMs, reconcileEveryMs, reconcileBatchSize } = server.config.billing;
  schedulePeriodic(
    server,
    reconcileEveryMs,
    async () => {
      const refunded = await reconcilePendingCharges(server.db, {
        olderThanMs: pendingChargeTimeoutMs,
        batchSize: reconcileBatchSize,
      });
      if (refunded.length === 0) return;
      server.log.warn(
        { count: refunded.length, chargeReferences: refunded.slice(0, 50).map((charge) => charge.reference) },
        'Refunded live charges of calls that were never answered',
      );
    },
    'Charge reconciliation failed; it runs again later',
  );
}
