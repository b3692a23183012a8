/** A charge to take: the cost of one live call. */
export interface ChargeRequest {
  userId: number;
  costMicro: bigint;
  /** Unique ledger reference of this call, e.g. `charge:<uuid>`. */
  reference: string;
  description: string;
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
