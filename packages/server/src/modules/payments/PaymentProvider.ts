/** An order to create at the payment provider. */
export interface OrderRequest {
  paymentId: string;
  amountMicro: bigint;
  /** Where the provider sends the payer after approval (it appends token and PayerID). */
  returnUrl: string;
  /** Where the provider sends the payer who cancels. */
  cancelUrl: string;
}

/** What a capture took: the amount and currency the provider reports. */
export interface CapturedAmount {
  amountMicro: bigint;
  currency: string;
}

/** A payment provider (simulated or PayPal Orders v2). */
export interface PaymentProvider {
  name: 'simulated' | 'paypal';
  /** Creates the order; answers its id (the `token` of the return URL) and the page that asks the payer to approve. */
  createOrder(order: OrderRequest): Promise<{ orderId: string; approveUrl: string }>;
  /** Captures an approved order (again after a capture: answers the captured amount); HttpError 400 when not approved. */
  capture(orderId: string): Promise<CapturedAmount>;
}
