import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { insertLedger } from './insertLedger';

/** Which pending charges to refund: the oldest `limit` past an age. */
export interface PendingChargeSelection {
  olderThanMs: number;
  limit: number;
}

/** A pending charge this transaction claimed and refunded. */
export interface RefundedCharge {
  userId: number;
  reference: string;
  fromFreeMicro: bigint;
  fromBalanceMicro: bigint;
}

/**
 * Refunds pending charges inside the caller's transaction. The claim is ONE conditional UPDATE (status
 * 'pending' → 'refunded', RETURNING the charge) over rows locked FOR UPDATE SKIP LOCKED, so each charge is
 * claimed by exactly one transaction, however many run at once (another instance, a second reconciliation, an
 * instance of the previous release refunding or settling it); a charge already settled or refunded is never claimed. The amounts come back
 * from the 'api_charge' row itself. Each claimed charge gets its 'api_refund' row (reference
 * `refund:<charge reference>`) and its wallet gets the money back; the wallets are locked in user id
 * order first, so two refunds cannot deadlock each other. A deadlock with the ledger batch (writeLedgerBatch, the
 * charges, which change wallets by compare-and-set) changes nothing and is retried: the batch retries it itself, a
 * refund by the next reconciliation. Age is measured on the database clock.
 */
export async function refundPendingCharges(
  trx: Transaction<Database>,
  which: PendingChargeSelection,
  describe: (chargeDescription: string) => string,
): Promise<RefundedCharge[]> {
  const claimed = await trx
    .updateTable('ledger')
    .set({ status: 'refunded' })
    .where('status', '=', 'pending')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('ledger')
        .select('id')
        .where('kind', '=', 'api_charge')
        .where('status', '=', 'pending')
        .where(sql<boolean>`created_at <= now() - ${which.olderThanMs}::integer * interval '1 millisecond'`)
        .orderBy('id')
        .limit(which.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['userId', 'reference', 'description', 'freeCoinsDeltaMicro', 'balanceDeltaMicro'])
    .execute();
  if (claimed.length === 0) return [];

  const refunds = claimed.map((row) => ({
    userId: Number(row.userId),
    reference: row.reference ?? '',
    description: row.description,
    fromFreeMicro: -BigInt(row.freeCoinsDeltaMicro),
    fromBalanceMicro: -BigInt(row.balanceDeltaMicro),
  }));
  const perUser = new Map<number, { free: bigint; balance: bigint }>();
  for (const refund of refunds) {
    const total = perUser.get(refund.userId) ?? { free: 0n, balance: 0n };
    perUser.set(refund.userId, {
      free: total.free + refund.fromFreeMicro,
      balance: total.balance + refund.fromBalanceMicro,
    });
  }
  const userIds = [...perUser.keys()].sort((a, b) => a - b);
  await trx
    .selectFrom('wallets')
    .select('userId')
    .where('userId', 'in', userIds)
    .orderBy('userId')
    .forUpdate()
    .execute();
  const deltas = userIds.map((userId) => {
    const total = perUser.get(userId);
    return sql`(${userId}::bigint, ${String(total?.free)}::bigint, ${String(total?.balance)}::bigint)`;
  });
  await sql`
    UPDATE wallets AS w
    SET free_coins_micro = w.free_coins_micro + v.free, balance_micro = w.balance_micro + v.balance, updated_at = now()
    FROM (VALUES ${sql.join(deltas)}) AS v(user_id, free, balance)
    WHERE w.user_id = v.user_id`.execute(trx);
  await insertLedger(
    trx,
    refunds.map((refund) => ({
      userId: refund.userId,
      kind: 'api_refund',
      freeCoinsDeltaMicro: refund.fromFreeMicro,
      balanceDeltaMicro: refund.fromBalanceMicro,
      reference: `refund:${refund.reference}`,
      description: describe(refund.description),
    })),
  );
  return refunds.map(({ userId, reference, fromFreeMicro, fromBalanceMicro }) => ({
    userId,
    reference,
    fromFreeMicro,
    fromBalanceMicro,
  }));
}
