import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createBatcher } from '../../lib/createBatcher';
import type { ChargeOutcome, ServedCharge } from './charges';
import { readWallets, writeLedgerBatch, type KeyTerms, type KnownWallets } from './writeLedgerBatch';

/** Money set aside in this process for a live call while it runs; nothing is written. */
export interface Hold {
  userId: number;
  costMicro: bigint;
  /** Gives the money set aside back to the wallet's other calls (again: nothing). */
  release(): void;
}

/** The gateway's charges of live calls: set aside while they run, charged once served; concurrent charges share one statement. */
export interface LedgerWriter {
  /**
   * Sets a live call's cost aside (in memory) when the wallet, less what this process has set aside for its other
   * calls, covers it; answers null when it does not. Reads the wallet when this process does not know it, or when what
   * it knows looks short (it may have been topped up elsewhere).
   */
  hold(userId: number, costMicro: bigint): Promise<Hold | null>;
  /**
   * Charges a served call (its hold's amount), with its usage, in the statement of this event-loop turn's charges,
   * then releases the hold. Null: the wallet no longer covers it (another instance spent the money meanwhile);
   * KEY_TAKEN: its Idempotency-Key has an answer already. Either way nothing was charged, and its answer is not given.
   */
  charge(hold: Hold, charge: Omit<ServedCharge, 'userId' | 'costMicro'>): Promise<ChargeOutcome>;
}

/**
 * Charges when served. While a call runs its cost is only set aside in memory (`held`), so the calls of one process can
 * never spend the same money; the charge itself is one compare-and-set statement after the call was served
 * (writeLedgerBatch), so calls on other instances can never overdraw a wallet either (one that lost the race is
 * refused then, and its answer withheld). A call that is not served, and a process that stops, leave nothing to refund.
 *
 * The charges of one event-loop turn go to the database together (group commit). The wallet amounts this writer wrote
 * or read last are remembered to skip a read; writeLedgerBatch never trusts them (compare-and-set). `keys` are the terms
 * of the Idempotency-Keys that charges write with their answers.
 */
export function createLedgerWriter(db: Kysely<Database>, keys?: KeyTerms): LedgerWriter {
  const known: KnownWallets = new Map();
  /** Per user id, what this process has set aside for calls still running. */
  const held = new Map<number, bigint>();
  const read = createBatcher(async (userIds: number[]) => {
    await readWallets(db, [...new Set(userIds)], known);
    return userIds.map(() => undefined);
  });
  const write = createBatcher(async (items: { hold: Hold; charge: ServedCharge }[]) => {
    try {
      return await writeLedgerBatch(
        db,
        items.map((item) => item.charge),
        known,
        keys,
      );
    } finally {
      // Released as the wallet amounts are updated, so no other call counts a charged amount twice.
      for (const item of items) item.hold.release();
    }
  });
  const available = (userId: number) => {
    const amounts = known.get(userId);
    return amounts ? amounts.free + amounts.balance - (held.get(userId) ?? 0n) : undefined;
  };
  return {
    async hold(userId, costMicro) {
      let left = available(userId);
      if (left === undefined || left < costMicro) {
        await read(userId);
        left = available(userId);
      }
      if (left === undefined || left < costMicro) return null;
      held.set(userId, (held.get(userId) ?? 0n) + costMicro);
      let released = false;
      return {
        userId,
        costMicro,
        release() {
          if (released) return;
          released = true;
          const rest = (held.get(userId) ?? 0n) - costMicro;
          if (rest > 0n) held.set(userId, rest);
          else held.delete(userId);
        },
      };
    },
    charge: (hold, charge) => write({ hold, charge: { ...charge, userId: hold.userId, costMicro: hold.costMicro } }),
  };
}
