/** Checks a top-up amount: a finite number above 0; the message or `null`. */
export function validateAmount(amount: number | string): string | null {
  const value = typeof amount === 'number' ? amount : amount.trim() === '' ? Number.NaN : Number(amount);
  if (!Number.isFinite(value)) return 'Amount must be a valid number.';
  if (value <= 0) return 'Amount must be greater than 0.';
  return null;
}
