import type { Kysely } from 'kysely';
import type { ChargeStatus, Database } from '../../db/schema';
import { createBatcher } from '../../lib/createBatcher';
import type { ChargeOutcome, ChargeRequest } from './charges';
import { writeLedgerBatch, type KeyTerms, type KnownWallets, type SettledUsage } from './writeLedgerBatch';

/** The gateway's holds and settlements of live calls; concurrent calls share one statement. */
export interface LedgerWriter {
  /**
   * Takes a live call's charge, held 'pending' until settled or refunded; answers null when the wallet cannot cover
   * it, and KEY_TAKEN when it carries an Idempotency-Key claim that did not take its key (nothing charged).
   */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
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
 * to skip a read; writeLedgerBatch never trusts them (compare-and-set), so no change by anyone is lost. `keys` are the
 * terms of the Idempotency-Key claims that charges carry.
 */
export function createLedgerWriter(db: Kysely<Database>, keys?: KeyTerms): LedgerWriter {
  const known: KnownWallets = new Map();
  const write = createBatcher(async (items: Item[]) => {
    const charges = items.flatMap((item) => ('charge' in item ? [item.charge] : []));
    const settles = items.flatMap((item) => ('settle' in item ? [item] : []));
    const settle = settles.map((item) => item.settle);
    const usage = new Map(settles.map((item) => [item.settle, item.usage]));
    const { charged, statuses } = await writeLedgerBatch(db, { charges, settle, usage, ...(keys && { keys }) }, known);
    let c = 0;
    let s = 0;
    return items.map((item) => ('charge' in item ? { charged: charged[c++] ?? null } : { status: statuses[s++] }));
  });
  return {
    charge: async (request) => {
      const outcome = await write({ charge: request });
      return ('charged' in outcome && outcome.charged) || null;
    },
    settle: async (reference, usage) => {
      const outcome = await write({ settle: reference, usage });
      return 'status' in outcome ? outcome.status : undefined;
    },
  };
}
