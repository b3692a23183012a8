/** Micro-dollars as a USD text with at least 2 decimals and no trailing zeros beyond them: 500000n → '0.50', 2500n → '0.0025'. */
export function formatUsd(micro: bigint): string {
  const sign = micro < 0n ? '-' : '';
  const abs = micro < 0n ? -micro : micro;
  const fraction = (abs % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${sign}${abs / 1_000_000n}.${fraction}`;
}
