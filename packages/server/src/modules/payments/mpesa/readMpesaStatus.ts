import type { Selectable } from 'kysely';
import type { PaymentsTable } from '../../../db/schema';
import { formatUsd } from '../../billing';
import { mpesaFailure, MPESA_MESSAGES, type MpesaState } from './mpesaResults';

/** A phone shown back to its owner, partly hidden: 2547******78. */
const maskPhone = (phone: string) =>
  `${phone.slice(0, 4)}${'*'.repeat(Math.max(0, phone.length - 6))}${phone.slice(-2)}`;

/** What the status call answers about an M-Pesa payment. */
export function readMpesaStatus(payment: Selectable<PaymentsTable>) {
  const amountUsd = formatUsd(BigInt(payment.amountMicro));
  let state: MpesaState = 'pending';
  let message: string = MPESA_MESSAGES.waiting;
  if (payment.status === 'captured') {
    state = 'completed';
    message = MPESA_MESSAGES.completed(amountUsd);
  } else if (payment.status === 'failed') {
    ({ state, message } = mpesaFailure(payment.resultCode ?? -1));
  }
  return {
    payment_id: payment.id,
    state,
    message,
    amount_kes: Number(payment.amountKes ?? 0),
    amount_usd: amountUsd,
    phone: maskPhone(payment.phone ?? ''),
    result_code: payment.resultCode,
    receipt_number: payment.receiptNumber,
  };
}
