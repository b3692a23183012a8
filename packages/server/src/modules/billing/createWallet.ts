import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { insertLedger } from './insertLedger';
import { WELCOME_GRANT } from './welcomeGrant';

/**
 * Opens the wallet of a new account with the welcome grant and its ledger row. Call it inside the
 * transaction that creates the user, so an account never exists without its wallet.
 */
export async function createWallet(db: Kysely<Database> | Transaction<Database>, userId: number): Promise<void> {
  await db
    .insertInto('wallets')
    .values({
      userId,
      creditPoints: WELCOME_GRANT.creditPoints.toString(),
      freeCoinsMicro: WELCOME_GRANT.freeCoinsMicro.toString(),
      balanceMicro: '0',
    })
    .execute();
  await insertLedger(db, {
    userId,
    kind: 'welcome_grant',
    creditPointsDelta: WELCOME_GRANT.creditPoints,
    freeCoinsDeltaMicro: WELCOME_GRANT.freeCoinsMicro,
    reference: `welcome:${userId}`,
    description: 'Welcome grant',
  });
}
