/** What the payment routes answer as `msg`. */
export const PAYMENT_MESSAGES = {
  /** Spec section 5, the same text as the shared validateAmount gives. */
  notANumber: 'Amount must be a valid number.',
  usdOnly: 'Only USD payments are supported.',
  tooManyDecimals: 'Amount must be a plain number with at most 2 decimal places.',
  tooLarge: 'Amount must not exceed 10000 USD.',
  started: 'Redirecting you to the payment page.',
  notFound: 'Payment not found, or the confirmation does not match it.',
  cancelled: 'This payment was cancelled.',
  notApproved: 'The payment has not been approved yet.',
  mismatch: 'The captured amount does not match the payment. Please contact support.',
  alreadyProcessed: 'Payment already processed.',
  providerDown: 'The payment provider is not reachable. Please try again later.',
  providerBadReply: 'The payment provider sent an unexpected reply. Please try again later.',
  methods: 'The ways to top up.',
  success: (amount: string) => `Payment successful: ${amount} USD added to your wallet.`,
} as const;
