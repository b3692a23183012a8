import type { Selectable } from 'kysely';
import type { PaymentsTable } from '../../db/schema';
import { formatUsd } from '../billing';

/** A completed top-up's receipt, as the receipt calls answer it. */
export interface Receipt {
  number: string;
  /** When the top-up completed (ISO 8601). */
  date: string;
  payer: { name: string; email: string };
  /** 'M-Pesa', 'PayPal', or a simulated provider (named so). */
  method: string;
  /** The M-Pesa receipt number (or the CheckoutRequestID when the query settled it), or PayPal's order id. */
  reference: string;
  amount_usd: string;
  /** M-Pesa only: the amount paid in KES, and the KES/USD rate it was converted at with the rate's date. */
  amount_kes: string | null;
  kes_per_usd: string | null;
  rate_date: string | null;
  company: { name: string; location: string; website: string; email: string; phone: string };
}

const METHODS: Record<string, string> = {
  mpesa: 'M-Pesa',
  'mpesa-fake': 'M-Pesa (simulated, no money taken)',
  paypal: 'PayPal',
  simulated: 'PayPal (simulated, no money taken)',
};

/** KES cents as "129.50". */
export const kesCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The receipt of a captured payment with its number, for `payer`. */
export function toReceipt(
  payment: Selectable<PaymentsTable> & { receiptNumber: string },
  payer: { name: string; email: string },
  company: Receipt['company'],
): Receipt {
  const date = (payment.capturedAt ?? payment.createdAt) as Date | string;
  return {
    number: payment.receiptNumber,
    date: new Date(date).toISOString(),
    payer,
    method: METHODS[payment.provider] ?? payment.provider,
    reference: payment.mpesaReceipt ?? payment.providerOrderId ?? payment.id,
    amount_usd: formatUsd(BigInt(payment.amountMicro)),
    amount_kes: payment.amountKes === null ? null : `${payment.amountKes}.00`,
    kes_per_usd: payment.kesPerUsdCents === null ? null : kesCents(payment.kesPerUsdCents),
    rate_date: payment.rateDate,
    company,
  };
}
