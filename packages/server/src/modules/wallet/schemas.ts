import { Type } from 'typebox';

/** Answer schemas of the wallet calls. */
export const walletSchemas = {
  /** The wallet in USD numbers. */
  wallet: Type.Object({ creditPoints: Type.Number(), freeCoins: Type.Number(), balance: Type.Number() }),
};
