import type { FastifyInstance } from 'fastify';
import { reconcilePendingCharges } from '../wallet/reconcilePendingCharges';

/** How often a running server looks for charges a stopped instance left pending. */
export const RECONCILE_EVERY_MS = 60_000;

/**
 * Refunds the live charges a crash left pending (reconcilePendingCharges): once when the server starts,
 * before it serves, and every RECONCILE_EVERY_MS after, so an instance that keeps running also cleans up
 * after one that stopped. Runs never overlap within one instance, and a failed run is logged, never fatal.
 */
export function scheduleChargeReconciliation(app: FastifyInstance): void {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = (): Promise<void> => {
    running ??= reconcilePendingCharges(app.db)
      .then(
        (refunded) => {
          if (refunded.length === 0) return;
          app.log.warn(
            { count: refunded.length, chargeReferences: refunded.slice(0, 50).map((charge) => charge.reference) },
            'Refunded live charges of calls that were never answered',
          );
        },
        (error: unknown) => app.log.error({ err: error }, 'Charge reconciliation failed; it runs again later'),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), RECONCILE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
