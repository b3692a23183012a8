import type { ApiRequest, CallOptions } from '../request';
import type { Envelope } from '../types/Envelope';
import type {
  MpesaPayment,
  MpesaQuote,
  PaymentMethods,
  PaymentStartData,
  PaymentSuccessParams,
  Receipt,
} from '../types/Payment';

/**
 * Wallet top-ups: through PayPal (USD; start and confirm honour an `idempotencyKey`), by M-Pesa STK push (KES, at the
 * server's rate; mpesaStart honours one too), and the receipts of completed top-ups.
 */
export function createPaymentsResource(request: ApiRequest) {
  return {
    /** The ways to top up the server offers: PayPal, and M-Pesa unless it is off (GET payment_gtw/methods). */
    methods: (options?: CallOptions) => request<Envelope<PaymentMethods>>({ path: 'payment_gtw/methods' }, options),
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
    /** The USD an amount in KES credits at the server's rate, with the rate and its date (auth, GET payment_gtw/mpesa/quote). */
    mpesaQuote: (amountKes: number | string, options?: CallOptions) =>
      request<Envelope<MpesaQuote>>(
        { path: 'payment_gtw/mpesa/quote', auth: true, params: { amount_kes: String(amountKes) } },
        options,
      ),
    /**
     * Sends an M-Pesa STK push to `phone` (any common Kenyan writing) for `amountKes` whole shillings; poll
     * `mpesaStatus` until the state leaves 'pending' (auth, POST payment_gtw/mpesa/start-payment).
     */
    mpesaStart: (amountKes: number | string, phone: string, options?: CallOptions) =>
      request<Envelope<MpesaPayment>>(
        {
          method: 'POST',
          path: 'payment_gtw/mpesa/start-payment',
          auth: true,
          data: { amount_kes: String(amountKes), phone },
        },
        options,
      ),
    /** Where an M-Pesa top-up stands (auth, GET payment_gtw/mpesa/payments/:paymentId). */
    mpesaStatus: (paymentId: string, options?: CallOptions) =>
      request<Envelope<MpesaPayment>>(
        { path: `payment_gtw/mpesa/payments/${encodeURIComponent(paymentId)}`, auth: true },
        options,
      ),
    /** The account's completed top-ups with their receipts, newest first (auth, GET usfw/receipts). */
    receipts: (options?: CallOptions) =>
      request<Envelope<{ receipts: Receipt[] }>>({ path: 'usfw/receipts', auth: true }, options),
    /** One receipt (auth, GET usfw/receipts/:number). */
    receipt: (number: string, options?: CallOptions) =>
      request<Envelope<Receipt>>({ path: `usfw/receipts/${encodeURIComponent(number)}`, auth: true }, options),
    /** A receipt as PDF bytes (auth, GET usfw/receipts/:number/pdf). */
    receiptPdf: (number: string, options?: CallOptions) =>
      request<ArrayBuffer>(
        { path: `usfw/receipts/${encodeURIComponent(number)}/pdf`, auth: true, responseType: 'arraybuffer' },
        options,
      ),
  };
}

/** The payments resource of a client. */
export type PaymentsResource = ReturnType<typeof createPaymentsResource>;
