import { Type } from 'typebox';
import { objectSchema } from '../../../lib/objectSchema';

const state = Type.Union(
  ['pending', 'completed', 'cancelled', 'timed_out', 'insufficient_funds', 'wrong_pin', 'failed'].map((s) =>
    Type.Literal(s),
  ),
);

/** Request and answer schemas of the M-Pesa calls. */
export const mpesaSchemas = {
  quoteQuery: objectSchema({ amount_kes: Type.String({ maxLength: 16, default: '' }) }),
  quote: Type.Object({
    amount_kes: Type.Integer(),
    amount_usd: Type.String({ description: 'What the wallet is credited, e.g. "7.75"' }),
    kes_per_usd: Type.String({ description: 'KES per US dollar, e.g. "129.00"' }),
    rate_date: Type.String({ description: 'The day the rate was set (YYYY-MM-DD)' }),
    minimum_kes: Type.Integer(),
    maximum_kes: Type.Integer(),
  }),
  startBody: objectSchema({
    amount_kes: Type.Union([Type.String({ maxLength: 16 }), Type.Integer()]),
    phone: Type.String({ maxLength: 32, description: 'A Safaricom number in any common Kenyan writing' }),
  }),
  status: Type.Object({
    payment_id: Type.String(),
    state,
    message: Type.String(),
    amount_kes: Type.Integer(),
    amount_usd: Type.String(),
    /** The phone, partly hidden: 2547******78. */
    phone: Type.String(),
    result_code: Type.Union([Type.Integer(), Type.Null()]),
    receipt_number: Type.Union([Type.String(), Type.Null()]),
  }),
  paymentParams: objectSchema({ paymentId: Type.String({ minLength: 1, maxLength: 64 }) }),
  callbackParams: objectSchema({
    paymentId: Type.String({ minLength: 1, maxLength: 64 }),
    secret: Type.String({ minLength: 1, maxLength: 128 }),
  }),
  callbackAnswer: Type.Object({ ResultCode: Type.Integer(), ResultDesc: Type.String() }),
};
