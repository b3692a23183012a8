import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/HttpError';
import { randomHex } from '../../lib/randomHex';
import { PAYMENT_MESSAGES } from './messages';
import type { PaymentProvider } from './PaymentProvider';

/** Path of the simulated checkout page, followed by the payment id. */
export const SIMULATED_CHECKOUT_PATH = '/payment_gtw/simulated/checkout/';

/**
 * The default provider: the order id is an unguessable per-payment secret revealed only when the payer
 * approves on the server's own checkout page; capture succeeds once that page marked the payment approved.
 */
export function createSimulatedProvider(db: Kysely<Database>, publicUrl: () => string): PaymentProvider {
  return {
    name: 'simulated',
    async createOrder({ paymentId }) {
      return { orderId: randomHex(24), approveUrl: `${publicUrl()}${SIMULATED_CHECKOUT_PATH}${paymentId}` };
    },
    async capture(orderId) {
      const payment = await db
        .selectFrom('payments')
        .select(['amountMicro', 'currency', 'status'])
        .where('providerOrderId', '=', orderId)
        .where('provider', '=', 'simulated')
        .executeTakeFirst();
      if (payment?.status !== 'approved' && payment?.status !== 'captured') {
        throw new HttpError(400, PAYMENT_MESSAGES.notApproved);
      }
      return { amountMicro: BigInt(payment.amountMicro), currency: payment.currency };
    },
  };
}
