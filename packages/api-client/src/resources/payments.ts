import type { ApiRequest, CallOptions } from '../request';
import type { Envelope } from '../types/Envelope';
import type { PaymentStartData, PaymentSuccessParams } from '../types/Payment';

/** Wallet top-up through the payment provider (USD only). Both calls honour an `idempotencyKey`. */
export function createPaymentsResource(request: ApiRequest) {
  return {
    /** Starts a payment; send the user to `data.redirect_link` (auth, POST payment_gtw/paypal/start-payment). */
    start: (amount: number, options?: CallOptions) =>
      request<Envelope<PaymentStartData>>(
        { method: 'POST', path: 'payment_gtw/paypal/start-payment', auth: true, params: { amount, currency: 'USD' } },
        options,
      ),
    /** Confirms the payment the provider returned with; no auth header (GET payment_gtw/paypal/payment-success). */
    confirm: ({ paymentId, token, PayerID }: PaymentSuccessParams, options?: CallOptions) =>
      request<Envelope<null>>(
        { path: 'payment_gtw/paypal/payment-success', params: { paymentId, token, PayerID } },
        options,
      ),
  };
}

/** The payments resource of a client. */
export type PaymentsResource = ReturnType<typeof createPaymentsResource>;
