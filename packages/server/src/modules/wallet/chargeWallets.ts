import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeLedgerBatch, type KnownWallets } from './writeLedgerBatch';

/** A charge to take: the cost of one live call. */
export interface ChargeRequest {
  userId: number;
  costMicro: bigint;
  /** Unique ledger reference of this call, e.g. `charge:<uuid>`. */
  reference: string;
  description: string;
}

/** A charge taken from a wallet: how much came from free coins and from the balance, and its ledger reference. */
export interface WalletCharge {
  userId: number;
  reference: string;
  fromFreeMicro: bigint;
  fromBalanceMicro: bigint;
}

/**
 * Takes each charge from its wallet, free coins first and then balance, in order; a charge the wallet cannot
 * cover answers null and changes nothing. Every wallet change is written in one statement with its
 * 'api_charge' ledger rows, 'pending' until the call is settled (settleCharges) or refunded (refundCharge,
 * reconcilePendingCharges); parallel batches can never spend the same money (see writeLedgerBatch).
 */
export async function chargeWallets(
  db: Kysely<Database>,
  charges: ChargeRequest[],
  known?: KnownWallets,
): Promise<(WalletCharge | null)[]> {
  if (charges.length === 0) return [];
  return (await writeLedgerBatch(db, { charges, settle: [] }, known)).charged;
}
