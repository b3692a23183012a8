/** A laptop's viewport. */
export const DESKTOP = { width: 1366, height: 768 };

/** A phone's viewport. */
export const PHONE = { width: 390, height: 844 };

/** The two widths a screen is looked at, each with its name: a laptop (900 px tall here) and a phone. */
export const WIDTHS = [
  { name: '1366', width: 1366, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;
