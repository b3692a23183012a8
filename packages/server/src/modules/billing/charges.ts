/** A charge to take: the cost of one live call. */
export interface ChargeRequest {
  userId: number;
  costMicro: bigint;
  /** Unique ledger reference of this call, e.g. `charge:<uuid>`. */
  reference: string;
  description: string;
  /** The call's Idempotency-Key claim, taken by the statement that holds the charge (see KeyClaimRequest). */
  claim?: KeyClaimRequest;
}

/**
 * An Idempotency-Key to claim with a charge (idempotency_keys, migration 014): the account's `key` for a request with
 * `fingerprint`, held by `claim` until its answer is stored with the settlement or the key is released.
 */
export interface KeyClaimRequest {
  key: string;
  fingerprint: string;
  claim: string;
}

/**
 * A charge taken from a wallet (a hold: its 'api_charge' ledger row is 'pending' until it is settled or refunded):
 * how much came from free coins and from the balance, and its ledger reference.
 */
export interface WalletCharge {
  userId: number;
  reference: string;
  fromFreeMicro: bigint;
  fromBalanceMicro: bigint;
}

/** What a charge with a claim answers when its key was not taken (it has an answer, or another request holds it). */
export const KEY_TAKEN = 'keyTaken';

/** A charge's outcome: taken, not covered by the wallet (null), or not taken because its key was (KEY_TAKEN). */
export type ChargeOutcome = WalletCharge | null | typeof KEY_TAKEN;
