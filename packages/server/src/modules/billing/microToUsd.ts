/** Micro-dollars (a BIGINT column's string or a bigint) as a USD number for replies; exact up to 6 decimals. */
export const microToUsd = (micro: string | bigint): number => Number(BigInt(micro)) / 1_000_000;
