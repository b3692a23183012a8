import { Type } from 'typebox';
import { objectSchema } from '../../lib/objectSchema';

const nullableText = Type.Union([Type.String(), Type.Null()]);

/** A receipt as the receipt calls answer it (Receipt.ts). */
const receipt = Type.Object({
  number: Type.String(),
  date: Type.String({ format: 'date-time' }),
  payer: Type.Object({ name: Type.String(), email: Type.String() }),
  method: Type.String(),
  reference: Type.String(),
  amount_usd: Type.String({ description: 'USD credited, e.g. "7.75"' }),
  amount_kes: Type.Union([Type.String({ description: 'KES paid by M-Pesa, e.g. "1000.00"' }), Type.Null()]),
  kes_per_usd: nullableText,
  rate_date: nullableText,
  company: Type.Object({
    name: Type.String(),
    location: Type.String(),
    website: Type.String(),
    email: Type.String(),
    phone: Type.String(),
  }),
});

/** Request and answer schemas of the receipt calls. */
export const receiptSchemas = {
  receipt,
  list: Type.Object({ receipts: Type.Array(receipt) }),
  params: objectSchema({ number: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9-]+$' }) }),
};
