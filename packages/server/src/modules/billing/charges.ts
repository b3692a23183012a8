/** A charge to take: the cost of one live call that was served. */
export interface ChargeRequest {
  userId: number;
  costMicro: bigint;
  /** What the call was, e.g. `Data Encryption /encrypt-data` (its wallet's ledger row says it). */
  description: string;
}

/** A served live call's outcome, as api_calls keeps it. */
export interface ServedCall {
  statusCode: number;
  latencyMs: number;
  costMicro: bigint;
  requestId: string;
}

/**
 * A live call's answer kept for its Idempotency-Key: the account's `key`, written with the answer by the statement
 * that charges the call, for a request with `fingerprint` (`claim` names the request). A key with an answer already
 * keeps it, and then nothing is charged (KEY_TAKEN).
 */
export interface ServedAnswer {
  key: string;
  fingerprint: string;
  claim: string;
  statusCode: number;
  /** The answer's body as JSON text. */
  body: string;
}

/** What a served live call counts in (usage, environment 'live', forwarded), written with its charge. */
export interface ServedUsage {
  apiEndpoint: string;
  serviceType: string;
  call: ServedCall;
  /** The answer its Idempotency-Key replays; none for a call without a key. */
  answer?: ServedAnswer;
}

/** A served call's charge: what to take, and what the call counts in. */
export interface ServedCharge extends ChargeRequest {
  usage: ServedUsage;
}

/**
 * A charge taken from a wallet (in its debit's 'api_charge' ledger row, 'settled'): how much came from free coins and
 * from the balance.
 */
export interface WalletCharge {
  userId: number;
  fromFreeMicro: bigint;
  fromBalanceMicro: bigint;
}

/**
 * What a keyed charge answers when its key has an answer already (the same key sent at the same time to another
 * instance, or earlier): nothing was charged, and the request is answered with the key's first answer.
 */
export const KEY_TAKEN = 'keyTaken';

/** A charge's outcome: taken, not covered by the wallet (null), or not taken because its key has an answer (KEY_TAKEN). */
export type ChargeOutcome = WalletCharge | null | typeof KEY_TAKEN;
