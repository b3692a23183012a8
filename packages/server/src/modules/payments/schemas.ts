import { Type } from 'typebox';
import { objectSchema } from '../../lib/objectSchema';

const param = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** Request and answer schemas of the payment calls: the one source of their validation, types and documentation. */
export const paymentSchemas = {
  /** Query of start-payment: amount (validated by parseTopUpAmount) and currency. */
  startQuery: objectSchema({
    amount: Type.String({ maxLength: 32, default: '' }),
    currency: Type.String({ maxLength: 8, default: 'USD' }),
  }),
  /** Query of payment-success, as the provider returns the payer. */
  successQuery: objectSchema({
    paymentId: param(64),
    token: param(128),
    PayerID: Type.Optional(Type.String({ maxLength: 128 })),
  }),
  /** Params of the simulated checkout routes. */
  checkoutParams: objectSchema({ paymentId: param(64) }),
  /** What the methods call answers: which ways to top up this server offers. */
  methods: Type.Object({
    /** PayPal (or the simulated PayPal): always offered. */
    paypal: Type.Boolean(),
    /** M-Pesa by STK push (Daraja or the fake Daraja): false when M-Pesa is off. */
    mpesa: Type.Boolean(),
  }),
  /** What start-payment answers: where to send the payer. */
  started: Type.Object({ redirect_link: Type.String({ format: 'uri' }) }),
};
