import { objectSchema } from '../../lib/objectSchema';

const param = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

/** Query of start-payment: amount (validated by parseTopUpAmount) and currency. */
export const startPaymentQuery = {
  ...objectSchema({
    amount: { type: 'string', maxLength: 32, default: '' },
    currency: { type: 'string', maxLength: 8, default: 'USD' },
  }),
} as const;

/** Query of payment-success, as the provider returns the payer. */
export const paymentSuccessQuery = {
  ...objectSchema({ paymentId: param(64), token: param(128), PayerID: { type: 'string', maxLength: 128 } }),
  required: ['paymentId', 'token'],
} as const;

/** Params of the simulated checkout routes. */
export const checkoutParams = { ...objectSchema({ paymentId: param(64) }), required: ['paymentId'] } as const;
