import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentsTable } from '../../db/schema';
import { HttpError } from '../../lib/HttpError';
import { PAYMENT_MESSAGES } from './messages';
import type { PaymentProvider } from './PaymentProvider';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
/** Constant-time equality of two strings of any length or alphabet: compares their fixed-length SHA-256 digests. */
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * The payment a payer came back with: `paymentId` and `token` (the provider's order id, or the simulated
 * checkout's secret) must belong together; 400 otherwise.
 */
export async function findReturnedPayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  paymentId: string,
  token: string,
): Promise<Selectable<PaymentsTable> & { providerOrderId: string }> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  const orderId = payment?.providerOrderId;
  if (!payment || !orderId || payment.provider !== provider.name || !sameText(orderId, token)) {
    throw new HttpError(400, PAYMENT_MESSAGES.notFound);
  }
  return { ...payment, providerOrderId: orderId };
}
