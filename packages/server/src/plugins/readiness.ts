import type { FastifyInstance } from 'fastify';
import { resolveMpesaMode } from '../modules/payments/mpesa/resolveMpesaMode';

/** How long each dependency may take to answer the readiness check. */
const CHECK_TIMEOUT_MS = 1_500;

/** What `/readyz` reports of each dependency. */
export interface ReadinessChecks {
  database: string;
  redis: string;
  /** The payment provider: 'paypal', or 'simulated' (top-ups credit wallets without taking money). */
  payments: string;
  /** M-Pesa: 'daraja', 'simulated' (the fake Daraja: top-ups credit wallets without taking money), or 'off'. */
  mpesa: string;
}

const MPESA_CHECK = { daraja: 'daraja', fake: 'simulated', off: 'off' } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance is stopping: readiness answers 503 so a load balancer drains it first. */
    draining: boolean;
  }
}

/**
 * `GET /healthz` is liveness: 200 while the process can answer. `GET /readyz` is readiness: 200 when the database
 * and Redis (when configured) answer, 503 naming what is down (or that the instance is stopping) otherwise. It also
 * names the payment providers (PayPal's and M-Pesa's), so a monitor sees an instance whose top-ups take no money.
 */
export async function readinessRoutes(
  app: FastifyInstance,
  { pingDatabase }: { pingDatabase: (timeoutMs: number) => Promise<void> },
): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const [database, redis] = await Promise.all([
      pingDatabase(CHECK_TIMEOUT_MS).then(
        () => 'ok',
        (error: unknown) => `down: ${error instanceof Error ? error.message : String(error)}`,
      ),
      app.limiter.status(CHECK_TIMEOUT_MS).then((s) => (s === 'ok' || s === 'not configured' ? s : `down: ${s}`)),
    ]);
    const checks: ReadinessChecks = {
      database,
      redis,
      payments: app.config.paymentProvider,
      mpesa: MPESA_CHECK[resolveMpesaMode(app.config)],
    };
    const down = Object.entries(checks)
      .filter(([, state]) => state.startsWith('down'))
      .map(([name]) => name);
    if (app.draining) {
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'stopping', msg: 'This instance is stopping.', checks });
    }
    if (down.length > 0) {
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable', msg: `Not ready: ${down.join(' and ')} unreachable.`, checks });
    }
    return { status: 'ok', checks };
  });
}
