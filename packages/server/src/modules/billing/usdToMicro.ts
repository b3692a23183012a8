const DECIMAL = /^(\d{1,12})(?:\.(\d+))?$/;

/**
 * A non-negative USD amount (number or decimal string) as integer micro-dollars, or null when it is not a
 * plain decimal or has more than `maxDecimals` decimals. Never passes through float arithmetic.
 */
export function usdToMicro(value: number | string, maxDecimals = 6): bigint | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > maxDecimals) return null;
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}
