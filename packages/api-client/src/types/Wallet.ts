/** A user's wallet: credit points, free coins and balance in USD. */
export interface Wallet {
  creditPoints: number;
  freeCoins: number;
  balance: number;
}
