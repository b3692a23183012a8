/** Data of the start-payment reply: where to send the user. */
export interface PaymentStartData {
  redirect_link: string;
}

/** Query parameters the payment provider returns to the success page with. */
export interface PaymentSuccessParams {
  paymentId: string;
  token: string;
  PayerID: string;
}

/** The ways to top up a server offers. */
export interface PaymentMethods {
  /** PayPal (or the simulated PayPal): always offered. */
  paypal: boolean;
  /** M-Pesa by STK push: false when the server has M-Pesa switched off. */
  mpesa: boolean;
}

/** What an amount in KES credits in USD at the server's KES/USD rate (GET payment_gtw/mpesa/quote). */
export interface MpesaQuote {
  amount_kes: number;
  /** The USD the wallet is credited, e.g. "7.75". */
  amount_usd: string;
  /** KES per US dollar, e.g. "129.00". */
  kes_per_usd: string;
  /** The day the rate was set, YYYY-MM-DD. */
  rate_date: string;
  minimum_kes: number;
  maximum_kes: number;
}

/** Where an M-Pesa top-up stands. */
export type MpesaPaymentState =
  'pending' | 'completed' | 'cancelled' | 'timed_out' | 'insufficient_funds' | 'wrong_pin' | 'failed';

/** An M-Pesa top-up as start-payment and the status call answer it. */
export interface MpesaPayment {
  payment_id: string;
  state: MpesaPaymentState;
  /** The payer's message for the state ("Check your phone and enter your M-Pesa PIN.", ...). */
  message: string;
  amount_kes: number;
  amount_usd: string;
  /** The phone, partly hidden (2547******78). */
  phone: string;
  result_code: number | null;
  receipt_number: string | null;
}

/** The receipt of a completed top-up (either provider). */
export interface Receipt {
  number: string;
  date: string;
  payer: { name: string; email: string };
  method: string;
  /** The M-Pesa receipt number, or the provider's payment id. */
  reference: string;
  amount_usd: string;
  amount_kes: string | null;
  kes_per_usd: string | null;
  rate_date: string | null;
  company: { name: string; location: string; website: string; email: string; phone: string };
}
