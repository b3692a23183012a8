import { HttpError } from '../../../lib/HttpError';
import { MPESA_MESSAGES } from './mpesaResults';

/** M-Pesa's limit for one payment. */
export const MAX_MPESA_KES = 250_000;

/** The smallest KES amount worth 1.00 USD at `kesPerUsdCents` (the top-up minimum of every provider). */
export const minimumKes = (kesPerUsdCents: number) => Math.ceil(kesPerUsdCents / 100);

/**
 * `amountKes` whole shillings in micro-dollars at `kesPerUsdCents`, rounded down to a whole US cent (the payer is
 * never credited more than they paid): exact integer arithmetic.
 */
export function kesToUsdMicro(amountKes: number, kesPerUsdCents: number): bigint {
  const usdCents = (BigInt(amountKes) * 10_000n) / BigInt(kesPerUsdCents);
  return usdCents * 10_000n;
}

/** A KES amount typed by the payer: whole shillings from the 1 USD minimum to M-Pesa's limit; 400 otherwise. */
export function parseKesAmount(raw: string | number, kesPerUsdCents: number): number {
  const text = String(raw).trim().replace(/,/g, '');
  if (!/^\d{1,9}$/.test(text)) throw new HttpError(400, MPESA_MESSAGES.amountWhole);
  const kes = Number(text);
  const minimum = minimumKes(kesPerUsdCents);
  if (kes < minimum) throw new HttpError(400, MPESA_MESSAGES.amountTooSmall(minimum));
  if (kes > MAX_MPESA_KES) throw new HttpError(400, MPESA_MESSAGES.amountTooLarge);
  return kes;
}
