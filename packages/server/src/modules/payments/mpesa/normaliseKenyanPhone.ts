/** Why a phone number was refused, in the payer's words. */
export const PHONE_MESSAGE = 'Enter a Safaricom M-Pesa number, such as 0712 345 678, +254 712 345 678 or 254712345678.';

/**
 * A Kenyan mobile number in any common writing (0712 345 678, +254 712 345678, 254712345678, 712345678, 0110 123 456,
 * with spaces, dashes, dots or brackets) as Daraja wants it: 2547XXXXXXXX or 2541XXXXXXXX; null for anything else.
 */
export function normaliseKenyanPhone(input: string): string | null {
  const compact = input.replace(/[\s\-.()]/g, '');
  const match = /^(?:\+?254|0)?([17]\d{8})$/.exec(compact);
  return match ? `254${match[1]}` : null;
}
