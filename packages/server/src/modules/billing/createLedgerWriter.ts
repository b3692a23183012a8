import type { Kysely } from 'kysely';
import type { ChargeStatus, Database } from '../../db/schema';
import { createBatcher } from '../../lib/createBatcher';
import type { ChargeRequest, WalletCharge } from './charges';
import { writeLedgerBatch, type KnownWallets, type SettledUsage } from './writeLedgerBatch';

/** The gateway's holds and settlements of live calls; concurrent calls share one statement. */
export interface LedgerWriter {
  /** Takes a live call's charge, held 'pending' until settled or refunded, or answers null when the wallet cannot cover it. */
  charge(request: ChargeRequest): Promise<WalletCharge | null>;
  /**
   * Settles a served call's charge and counts its usage in the same statement; answers its status afterwards
   * ('settled' unless refunded first, and then no usage is counted here).
   */
  settle(reference: string, usage: SettledUsage): Promise<ChargeStatus | undefined>;
}

type Item = { charge: ChargeRequest } | { settle: string; usage: SettledUsage };

/**
 * The charges and settlements of one event-loop turn go to the database together (group commit): usually one
 * statement for all of them (writeLedgerBatch). The wallet amounts this writer wrote last are remembered
 * to skip a read; writeLedgerBatch never trusts them (compare-and-set), so no change by anyone is lost.
 */
export function createLedgerWriter(db: Kysely<Database>): LedgerWriter {
  const known: KnownWallets = new Map();
  const write = createBatcher(async (items: Item[]) => {
    const charges = items.flatMap((item) => ('charge' in item ? [item.charge] : []));
    const settles = items.flatMap((item) => ('settle' in item ? [item] : []));
    const settle = settles.map((item) => item.settle);
    const usage = new Map(settles.map((item) => [item.settle, item.usage]));
    const { charged, statuses } = await writeLedgerBatch(db, { charges, settle, usage }, known);
    let c = 0;
    let s = 0;
    return items.map((item) => ('charge' in item ? charged[c++] : statuses[s++]));
  });
  return {
    charge: async (request) => {
      const taken = await write({ charge: request });
      return typeof taken === 'object' ? taken : null;
    },
    settle: async (reference, usage) => {
      const status = await write({ settle: reference, usage });
      return typeof status === 'string' ? status : undefined;
    },
  };
}
