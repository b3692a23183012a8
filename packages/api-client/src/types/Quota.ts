import type { Wallet } from './Wallet';

/**
 * What an account has left to spend and call: the answer of `GET csi-p/quota` (for programs, with the API key) and
 * `GET usfw/wallet/quota` (signed in). Reading it counts against no limit.
 */
export interface Quota {
  /** The wallet now, in USD. */
  wallet: Wallet;
  /** The calendar month so far (UTC): what live calls were charged (free coins and balance together, USD). */
  month: { from: string; spent: number };
  /** The gateway's rate limit per account, and the window now running. */
  rateLimit: { limit: number; windowSeconds: number; remaining: number; resetSeconds: number };
  /** The sandbox's daily quota per account (days in UTC). */
  sandbox: { callsPerDay: number; used: number; remaining: number; resetSeconds: number };
}
