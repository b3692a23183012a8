/** What one credit point is worth in USD (SPEC section 9). */
export const CREDIT_POINT_USD = 0.0025;

/** Credit points needed, strictly more than this, to top up from credits. */
export const MIN_CREDIT_POINTS = 1;

const SCALE = 10_000;
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** Sum of USD amounts, exact to 1/10000 of a dollar (no binary float drift). */
export function addUsd(...amounts: number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * SCALE), 0) / SCALE;
}

/** '$1,234.50', with 2 to 4 decimals. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
