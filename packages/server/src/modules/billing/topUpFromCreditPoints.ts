import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/HttpError';
import { creditPointTenths, tenthsToCreditPoints } from './creditPointTenths';
import { CREDIT_POINT_MICRO } from './creditPointValue';
import { formatUsd } from './formatUsd';
import { insertLedger } from './insertLedger';

/** The refusal when there are 1 or fewer credit points (spec section 5). */
export const INSUFFICIENT_CREDIT_POINTS =
  'Insufficient credit points: you need more than 1 credit point to top up. 1 credit point converts to 0.0025 USD.';

/**
 * Converts every credit point of `userId` into balance at 0.0025 USD each, in one transaction with its
 * ledger row (the wallet row is locked, so parallel calls convert the points once). Answers the success message.
 */
export async function topUpFromCreditPoints(db: Kysely<Database>, userId: number): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const wallet = await trx
      .selectFrom('wallets')
      .select('creditPoints')
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    // Tenths of points (top-ups earn 0.1): more than 1 point is more than 10 tenths; 0.1 point is 250 micro-dollars.
    const tenths = creditPointTenths(wallet?.creditPoints ?? '0');
    if (tenths <= 10n) throw new HttpError(400, INSUFFICIENT_CREDIT_POINTS);
    const added = (tenths * CREDIT_POINT_MICRO) / 10n;
    const points = tenthsToCreditPoints(tenths);
    await trx
      .updateTable('wallets')
      .set((eb) => ({
        creditPoints: '0',
        balanceMicro: eb('balanceMicro', '+', added.toString()),
        updatedAt: sql`now()`,
      }))
      .where('userId', '=', userId)
      .execute();
    const description = `Converted ${points} credit points to ${formatUsd(added)} USD`;
    await insertLedger(trx, {
      userId,
      kind: 'credit_points_top_up',
      creditPointsDelta: `-${points}`,
      balanceDeltaMicro: added,
      description,
    });
    return `Top-up successful: ${points} credit points converted, ${formatUsd(added)} USD added to your wallet balance.`;
  });
}
