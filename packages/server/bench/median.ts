/** The middle value of `values` (the upper one of the two middles for an even count); 0 for none. */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
