import { HttpError } from './HttpError';

/**
 * A query parameter that is a whole number from `min` to `max` written in decimal digits (the server does not coerce
 * query strings), `fallback` when absent or empty, else 400 with `msg`.
 */
export function wholeNumber(text: string | undefined, fallback: number, min: number, max: number, msg: string): number {
  if (text === undefined || text === '') return fallback;
  const value = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) throw new HttpError(400, msg);
  return value;
}
