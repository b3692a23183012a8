import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** One wallet change to record; omitted deltas are 0. */
export interface LedgerEntry {
  userId: number;
  kind: string;
  description: string;
  /** Unique when set: the same change can never be recorded twice. */
  reference?: string;
  /** Whole points, or an exact decimal text with at most one decimal ('0.1', '-200.1'). */
  creditPointsDelta?: bigint | string;
  freeCoinsDeltaMicro?: bigint;
  balanceDeltaMicro?: bigint;
}

/** Writes the ledger rows of wallet changes (one entry or many); call it in the transaction that changes the wallet. */
export async function insertLedger(
  db: Kysely<Database> | Transaction<Database>,
  entries: LedgerEntry | LedgerEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  await db
    .insertInto('ledger')
    .values(
      list.map((entry) => ({
        userId: entry.userId,
        kind: entry.kind,
        description: entry.description,
        reference: entry.reference ?? null,
        creditPointsDelta: (entry.creditPointsDelta ?? 0n).toString(),
        freeCoinsDeltaMicro: (entry.freeCoinsDeltaMicro ?? 0n).toString(),
        balanceDeltaMicro: (entry.balanceDeltaMicro ?? 0n).toString(),
      })),
    )
    .execute();
}
