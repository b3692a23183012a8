import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tenthsToCreditPoints } from './creditPointTenths';
import { TOP_UP_CREDIT_POINT_TENTHS } from './creditPointValue';
import { formatUsd } from './formatUsd';
import { insertLedger } from './insertLedger';

/** Providers that take no money: the simulated PayPal and the fake Daraja. */
const SIMULATED_PROVIDERS = new Set(['simulated', 'mpesa-fake']);

/** The ledger's description of a top-up: a simulated one says that no money was taken; `detail` follows in brackets. */
const topUpDescription = (amountMicro: bigint, provider: string, detail?: string) =>
  (SIMULATED_PROVIDERS.has(provider)
    ? `Top-up of ${formatUsd(amountMicro)} USD (${provider === 'simulated' ? '' : `${provider}, `}simulated, no money taken)`
    : `Top-up of ${formatUsd(amountMicro)} USD via ${provider}`) + (detail ? ` [${detail}]` : '');

/**
 * Marks the payment captured and adds its amount to the wallet balance and the 0.1 credit points every completed
 * top-up earns (spec section 9), in one transaction with a ledger row
 * under the unique reference `payment:<id>`. The status change is conditional and takes the row lock, so
 * replayed or concurrent calls credit once; answers false when the payment was already captured. `detail` is kept in
 * the ledger row's description (an M-Pesa top-up's KES amount, rate and receipt number).
 */
export async function creditPayment(db: Kysely<Database>, paymentId: string, detail?: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .updateTable('payments')
      .set({ status: 'captured', capturedAt: sql`now()` })
      .where('id', '=', paymentId)
      .where('status', '<>', 'captured')
      .returning(['userId', 'amountMicro', 'provider'])
      .executeTakeFirst();
    if (!payment) return false;
    const points = tenthsToCreditPoints(TOP_UP_CREDIT_POINT_TENTHS);
    await trx
      .updateTable('wallets')
      .set((eb) => ({
        balanceMicro: eb('balanceMicro', '+', payment.amountMicro),
        creditPoints: eb('creditPoints', '+', points),
        updatedAt: sql`now()`,
      }))
      .where('userId', '=', payment.userId)
      .execute();
    await insertLedger(trx, {
      userId: payment.userId,
      kind: 'payment_top_up',
      balanceDeltaMicro: BigInt(payment.amountMicro),
      creditPointsDelta: points,
      reference: `payment:${paymentId}`,
      description: topUpDescription(BigInt(payment.amountMicro), payment.provider, detail),
    });
    return true;
  });
}
