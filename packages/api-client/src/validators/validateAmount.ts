/** The smallest top-up, in USD: smaller payments serve card testing, and each payment costs a fixed provider fee. */
export const MIN_TOP_UP_USD = 1;

/** Checks a top-up amount: a finite number of at least MIN_TOP_UP_USD; the message or `null`. */
export function validateAmount(amount: number | string): string | null {
  const value = typeof amount === 'number' ? amount : amount.trim() === '' ? Number.NaN : Number(amount);
  if (!Number.isFinite(value)) return 'Amount must be a valid number.';
  if (value <= 0) return 'Amount must be greater than 0.';
  if (value < MIN_TOP_UP_USD) return `The smallest top-up is ${MIN_TOP_UP_USD.toFixed(2)} USD.`;
  return null;
}
