const POINTS = /^(-?)(\d+)(?:\.(\d))?0*$/;

/**
 * Credit points as the database keeps them (an exact decimal with at most one decimal, e.g. '200', '0.1',
 * '-201.0') in whole tenths (2001n for '200.1'), so sums and conversions never pass through a float.
 */
export function creditPointTenths(points: string): bigint {
  const match = POINTS.exec(points.trim());
  if (!match) throw new Error(`Not a credit point amount in tenths: ${JSON.stringify(points)}`);
  const [, sign = '', whole = '0', tenth = '0'] = match;
  const tenths = BigInt(whole) * 10n + BigInt(tenth);
  return sign ? -tenths : tenths;
}

/** Tenths of credit points as the decimal text the database takes and people read: 2001n → '200.1', 2000n → '200'. */
export function tenthsToCreditPoints(tenths: bigint): string {
  const sign = tenths < 0n ? '-' : '';
  const size = tenths < 0n ? -tenths : tenths;
  const tenth = size % 10n;
  return `${sign}${size / 10n}${tenth === 0n ? '' : `.${tenth}`}`;
}
