import type { FastifyInstance } from 'fastify';
import { schedulePeriodic } from '../../lib/schedulePeriodic';
import type { IdempotencyStore } from './createIdempotencyStore';

/** How often a running server deletes Idempotency-Keys past their 24 hours. */
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Sweeps expired Idempotency-Keys when the server starts and every SWEEP_EVERY_MS (every instance does; a delete
 * of old rows is harmless twice). A failed sweep is logged, never fatal; an expired key is never replayed anyway.
 */
export function scheduleIdempotencySweep(app: FastifyInstance, store: IdempotencyStore): void {
  schedulePeriodic(
    app,
    SWEEP_EVERY_MS,
    async () => {
      await store.sweep();
    },
    'Idempotency-Key sweep failed; it runs again later',
  );
}
