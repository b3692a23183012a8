import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentsTable } from '../../db/schema';
import { HttpError } from '../../lib/HttpError';
import { creditPayment, formatUsd } from '../billing';
import { PAYMENT_MESSAGES } from './messages';
import type { PaymentProvider } from './PaymentProvider';

/**
 * Completes a payment the payer came back with (findReturnedPayment): captures at the provider, checks the captured
 * amount and credits the wallet exactly once. Answers the message for the success page.
 */
export async function completePayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  payment: Selectable<PaymentsTable> & { providerOrderId: string },
): Promise<string> {
  if (payment.status === 'captured') return PAYMENT_MESSAGES.alreadyProcessed;
  if (payment.status === 'cancelled') throw new HttpError(400, PAYMENT_MESSAGES.cancelled);
  const captured = await provider.capture(payment.providerOrderId);
  const amountMicro = BigInt(payment.amountMicro);
  if (captured.amountMicro !== amountMicro || captured.currency !== payment.currency) {
    throw new HttpError(400, PAYMENT_MESSAGES.mismatch);
  }
  const credited = await creditPayment(db, payment.id);
  return credited ? PAYMENT_MESSAGES.success(formatUsd(amountMicro)) : PAYMENT_MESSAGES.alreadyProcessed;
}
