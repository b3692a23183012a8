import type { Wallet } from '@csi/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/HttpError';
import { microToUsd } from '../billing';

/** The wallet of `userId` in USD numbers (404 when the account has none). */
export async function readWallet(db: Kysely<Database>, userId: number): Promise<Wallet> {
  const row = await db
    .selectFrom('wallets')
    .select(['creditPoints', 'freeCoinsMicro', 'balanceMicro'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Wallet not found.');
  return {
    creditPoints: Number(row.creditPoints),
    freeCoins: microToUsd(row.freeCoinsMicro),
    balance: microToUsd(row.balanceMicro),
  };
}
