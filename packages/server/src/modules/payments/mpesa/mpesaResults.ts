/** The states of an M-Pesa top-up, as the status call answers them. */
export type MpesaState =
  'pending' | 'completed' | 'cancelled' | 'timed_out' | 'insufficient_funds' | 'wrong_pin' | 'failed';

/** What a result code means for the payer: the state and a plain message. */
export interface MpesaOutcome {
  state: MpesaState;
  message: string;
}

export const MPESA_MESSAGES = {
  waiting: 'Check your phone and enter your M-Pesa PIN.',
  completed: (usd: string) => `Payment received: ${usd} USD added to your wallet.`,
  other: 'M-Pesa could not complete the payment. Please try again.',
  notFound: 'Payment not found.',
  off: 'M-Pesa top-ups are not available on this server.',
  amountWhole: 'Enter the amount in whole Kenyan shillings, such as 1000.',
  amountTooSmall: (kes: number) => `The smallest M-Pesa top-up is ${kes} KES (1.00 USD).`,
  amountTooLarge: 'The largest M-Pesa top-up is 250000 KES per payment.',
  callbackRefused: 'Callback refused.',
  callbackAccepted: 'Accepted',
} as const;

/** Daraja's STK result codes (the callback's and the query's ResultCode) with the payer's message for each. */
const OUTCOMES: Record<number, MpesaOutcome> = {
  1: {
    state: 'insufficient_funds',
    message: 'Your M-Pesa balance is not enough for this payment. Top up M-Pesa and try again.',
  },
  17: { state: 'failed', message: 'M-Pesa could not process the payment just now. Please try again in a minute.' },
  26: { state: 'failed', message: 'M-Pesa is busy. Please try again in a minute.' },
  1001: {
    state: 'failed',
    message: 'Another M-Pesa transaction is in progress on your phone. Finish it, then try again.',
  },
  1019: { state: 'timed_out', message: 'The payment request expired before it was approved. Please try again.' },
  1025: { state: 'failed', message: 'M-Pesa could not send the payment request to your phone. Please try again.' },
  1032: { state: 'cancelled', message: 'You cancelled the payment on your phone. Nothing was taken.' },
  1037: { state: 'timed_out', message: 'Your phone could not be reached or did not answer in time. Please try again.' },
  2001: { state: 'wrong_pin', message: 'The M-Pesa PIN was wrong. Nothing was taken; please try again.' },
  9999: { state: 'failed', message: 'M-Pesa could not send the payment request to your phone. Please try again.' },
};

/** The state and message of a failed STK result code; an unknown code is a plain failure. */
export function mpesaFailure(resultCode: number): MpesaOutcome {
  return OUTCOMES[resultCode] ?? { state: 'failed', message: MPESA_MESSAGES.other };
}
