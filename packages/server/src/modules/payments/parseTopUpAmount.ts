import { validateAmount } from '@csi/api-client';
import { HttpError } from '../../lib/HttpError';
import { usdToMicro } from '../billing';
import { PAYMENT_MESSAGES } from './messages';

/** Largest top-up through the payment provider, in micro-dollars (10000 USD). */
const MAX_TOP_UP_MICRO = 10_000_000_000n;
/** Plain decimal notation: digits with an optional fraction; no sign, exponent or hex (which Number() accepts). */
const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * A top-up amount from the query (spec amount rules, the 1 USD minimum and their messages from the shared validator,
 * written as a plain decimal, then at most 2 decimals and at most 10000) and its currency (USD only, the default) as
 * micro-dollars; 400 with a msg otherwise.
 */
export function parseTopUpAmount(amount: string, currency = 'USD'): bigint {
  const invalid = validateAmount(amount);
  if (invalid) throw new HttpError(400, invalid);
  const match = PLAIN_DECIMAL.exec(amount.trim());
  if (!match) throw new HttpError(400, PAYMENT_MESSAGES.notANumber);
  if (currency.trim().toUpperCase() !== 'USD') throw new HttpError(400, PAYMENT_MESSAGES.usdOnly);
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) throw new HttpError(400, PAYMENT_MESSAGES.tooManyDecimals);
  const micro = usdToMicro(`${BigInt(whole)}.${fraction || '0'}`, 2);
  if (micro === null || micro > MAX_TOP_UP_MICRO) throw new HttpError(400, PAYMENT_MESSAGES.tooLarge);
  return micro;
}
