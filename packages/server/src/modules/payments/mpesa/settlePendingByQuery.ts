import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DarajaClient } from './createDarajaClient';
import { settleMpesaPayment } from './settleMpesaPayment';

/** Payments one round queries at most. */
const BATCH = 20;
/** How long a claimed payment is left alone before it is queried again (another instance's round, or this one's). */
const RETRY_SECONDS = 60;

/**
 * Settles M-Pesa payments whose callback never came, by Daraja's STK query. Each payment due is claimed by moving its
 * `query_after` forward in one statement (FOR UPDATE SKIP LOCKED), so the instances of a fleet query different
 * payments; a payment still waiting for its payer is queried again later. Answers how many payments it settled.
 */
export async function settlePendingByQuery(app: FastifyInstance, client: DarajaClient): Promise<number> {
  const claimed = await sql<{ id: string; providerOrderId: string }>`
    UPDATE payments SET query_after = now() + make_interval(secs => ${RETRY_SECONDS})
    WHERE id IN (
      SELECT id FROM payments
      WHERE status = 'pending' AND query_after <= now() AND provider IN ('mpesa', 'mpesa-fake')
      ORDER BY query_after LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id, provider_order_id`.execute(app.db); // rows come back camelCased (CamelCasePlugin)
  let settled = 0;
  for (const payment of claimed.rows) {
    const result = await client.stkQuery(payment.providerOrderId).catch((error: unknown) => {
      app.log.warn({ err: error, paymentId: payment.id }, 'M-Pesa STK query failed; retried later');
      return 'pending' as const;
    });
    if (result === 'pending') continue;
    if (await settleMpesaPayment(app, payment.id, result)) settled += 1;
  }
  return settled;
}
