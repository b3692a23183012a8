import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/HttpError';
import { formatUsd } from '../wallet/formatUsd';
import { creditPayment } from './creditPayment';
import { PAYMENT_MESSAGES } from './messages';
import type { PaymentProvider } from './PaymentProvider';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
/** Constant-time equality of two strings of any length or alphabet: compares their fixed-length SHA-256 digests. */
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * The payer is back with `paymentId` and `token` (the provider's order id, or the simulated checkout's
 * secret): checks they belong together, captures at the provider, checks the captured amount and credits
 * the wallet exactly once. Answers the message for the success page.
 */
export async function completePayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  paymentId: string,
  token: string,
): Promise<string> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment?.providerOrderId || payment.provider !== provider.name || !sameText(payment.providerOrderId, token)) {
    throw new HttpError(400, PAYMENT_MESSAGES.notFound);
  }
  if (payment.status === 'captured') return PAYMENT_MESSAGES.alreadyProcessed;
  if (payment.status === 'cancelled') throw new HttpError(400, PAYMENT_MESSAGES.cancelled);
  const captured = await provider.capture(payment.providerOrderId);
  const amountMicro = BigInt(payment.amountMicro);
  if (captured.amountMicro !== amountMicro || captured.currency !== payment.currency) {
    throw new HttpError(400, PAYMENT_MESSAGES.mismatch);
  }
  const credited = await creditPayment(db, paymentId);
  return credited ? PAYMENT_MESSAGES.success(formatUsd(amountMicro)) : PAYMENT_MESSAGES.alreadyProcessed;
}
