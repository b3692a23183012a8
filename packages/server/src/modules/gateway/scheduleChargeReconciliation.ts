import type { FastifyInstance } from 'fastify';
import { schedulePeriodic } from '../../lib/schedulePeriodic';
import { reconcilePendingCharges } from '../wallet/reconcilePendingCharges';

/** How often a running server looks for charges a stopped instance left pending. */
export const RECONCILE_EVERY_MS = 60_000;

/**
 * Refunds the live charges a crash left pending (reconcilePendingCharges): once when the server starts,
 * before it serves, and every RECONCILE_EVERY_MS after, so an instance that keeps running also cleans up
 * after one that stopped. Runs never overlap within one instance, and a failed run is logged, never fatal.
 */
export function scheduleChargeReconciliation(app: FastifyInstance): void {
  schedulePeriodic(
    app,
    RECONCILE_EVERY_MS,
    async () => {
      const refunded = await reconcilePendingCharges(app.db);
      if (refunded.length === 0) return;
      app.log.warn(
        { count: refunded.length, chargeReferences: refunded.slice(0, 50).map((charge) => charge.reference) },
        'Refunded live charges of calls that were never answered',
      );
    },
    'Charge reconciliation failed; it runs again later',
  );
}
