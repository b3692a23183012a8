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
