import type { FastifyInstance } from 'fastify';
import { creditPayment, formatUsd } from '../../billing';
import { issueReceipt } from '../../receipts/issueReceipt';
import { kesCents } from '../../receipts/Receipt';

/** A result for a pending M-Pesa payment, from its callback or from the STK query. */
export interface MpesaResult {
  resultCode: number;
  resultDesc: string;
  /** Only the callback carries it; a payment the query settled keeps its CheckoutRequestID as reference. */
  mpesaReceipt?: string;
}

/**
 * Applies a result to an M-Pesa payment: a success credits the wallet once through billing (creditPayment's
 * conditional update and the ledger's unique reference hold across a fleet) and issues the receipt; a failure marks
 * the payment failed with its code, only while it is pending. Answers true when this call changed the payment.
 */
export async function settleMpesaPayment(
  app: FastifyInstance,
  paymentId: string,
  result: MpesaResult,
): Promise<boolean> {
  if (result.resultCode !== 0) {
    const failed = await app.db
      .updateTable('payments')
      .set({ status: 'failed', resultCode: result.resultCode, resultDesc: result.resultDesc.slice(0, 200) })
      .where('id', '=', paymentId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return failed.numUpdatedRows > 0n;
  }
  const payment = await app.db
    .updateTable('payments')
    .set({
      resultCode: 0,
      resultDesc: result.resultDesc.slice(0, 200),
      ...(result.mpesaReceipt ? { mpesaReceipt: result.mpesaReceipt } : {}),
    })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .returning(['amountMicro', 'amountKes', 'kesPerUsdCents', 'rateDate', 'mpesaReceipt', 'providerOrderId'])
    .executeTakeFirst();
  if (!payment) return false;
  const detail =
    `${payment.amountKes} KES at ${kesCents(payment.kesPerUsdCents ?? 0)} KES/USD of ${payment.rateDate}, ` +
    `M-Pesa receipt ${payment.mpesaReceipt ?? `unknown (checkout ${payment.providerOrderId})`}; ` +
    `${formatUsd(BigInt(payment.amountMicro))} USD`;
  const credited = await creditPayment(app.db, paymentId, detail);
  if (credited) await issueReceipt(app, paymentId);
  return credited;
}
