import type { ApiRequest } from '../request';
import type { Envelope } from '../types/Envelope';
import type { PaymentStartData, PaymentSuccessParams } from '../types/Payment';

/** Wallet top-up through the payment provider (USD only). */
export function createPaymentsResource(request: ApiRequest) {
  return {
    /** Starts a payment; send the user to `data.redirect_link` (auth, POST payment_gtw/paypal/start-payment). */
    start: (amount: number) =>
      request<Envelope<PaymentStartData>>({
        method: 'POST',
        path: 'payment_gtw/paypal/start-payment',
        auth: true,
        params: { amount, currency: 'USD' },
      }),
    /** Confirms the payment the provider returned with; no auth header (GET payment_gtw/paypal/payment-success). */
    confirm: ({ paymentId, token, PayerID }: PaymentSuccessParams) =>
      request<Envelope<null>>({ path: 'payment_gtw/paypal/payment-success', params: { paymentId, token, PayerID } }),
  };
}

/** The payments resource of a client. */
export type PaymentsResource = ReturnType<typeof createPaymentsResource>;
