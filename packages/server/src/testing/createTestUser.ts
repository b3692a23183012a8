import type { FastifyInstance } from 'fastify';
import { newApiKey } from '../modules/account/newApiKey';
import { hashPassword } from '../lib/hashPassword';
import { storedApiKey } from '../modules/account/storedApiKey';
import { randomHex } from '../lib/randomHex';
import { createWallet, creditPointTenths, tenthsToCreditPoints } from '../modules/billing';
// The one import behind billing's face: this fixture sets test wallets with a 'test_adjustment' ledger row.
import { insertLedger } from '../modules/billing/insertLedger';

/** The password of every user createTestUser makes (sensitive changes ask for it). */
export const TEST_USER_PASSWORD = 'test-user-password-1';
let testPasswordHash: Promise<string> | undefined;

/** A user made directly in the database, with its wallet, API credentials and a bearer token. */
export interface TestUser {
  id: number;
  email: string;
  token: string;
  apiKey: string;
  apiUsername: string;
  /** The gateway headers of this user. */
  headers: { 'x-api-key': string; 'x-app-username': string };
}

/**
 * Creates a user with a wallet (welcome grant) and a verified e-mail straight in the database, independent of the
 * HTTP registration; `wallet` overrides the free coins and balance (micro-dollars) and credit points.
 */
export async function createTestUser(
  app: FastifyInstance,
  wallet: { freeCoinsMicro?: bigint; balanceMicro?: bigint; creditPoints?: bigint } = {},
  credentials: { apiKey?: string; apiUsername?: string; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const tag = randomHex(6);
  const email = `user-${tag}@test.local`;
  const apiKey = credentials.apiKey ?? newApiKey();
  const apiUsername = credentials.apiUsername ?? `csi-user-${tag}`;
  const id = await app.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        email,
        // Hashed once per test process: scrypt per user would slow the suites that make hundreds of users.
        passwordHash: await (testPasswordHash ??= hashPassword(TEST_USER_PASSWORD)),
        username: `user${tag}`,
        fullName: 'Test User',
        apiUsername,
        ...storedApiKey(app.secrets, apiKey),
        socialSecurityCode: randomHex(8),
        emailVerified: credentials.emailVerified ?? true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createWallet(trx, Number(user.id));
    return Number(user.id);
  });
  if (Object.keys(wallet).length > 0) await setWallet(app, id, wallet);
  const token = await app.tokens.sign({ id, role: 'user', email });
  return { id, email, token, apiKey, apiUsername, headers: { 'x-api-key': apiKey, 'x-app-username': apiUsername } };
}

/** Sets a test user's wallet directly, with a 'test_adjustment' ledger row so the ledger still explains it. */
export async function setWallet(
  app: FastifyInstance,
  userId: number,
  {
    freeCoinsMicro,
    balanceMicro,
    creditPoints,
  }: { freeCoinsMicro?: bigint; balanceMicro?: bigint; creditPoints?: bigint },
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('wallets')
      .selectAll()
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const oldPointTenths = creditPointTenths(old.creditPoints);
    const next = {
      freeCoinsMicro: freeCoinsMicro ?? BigInt(old.freeCoinsMicro),
      balanceMicro: balanceMicro ?? BigInt(old.balanceMicro),
      pointTenths: creditPoints === undefined ? oldPointTenths : creditPoints * 10n,
    };
    await trx
      .updateTable('wallets')
      .set({
        freeCoinsMicro: next.freeCoinsMicro.toString(),
        balanceMicro: next.balanceMicro.toString(),
        creditPoints: tenthsToCreditPoints(next.pointTenths),
      })
      .where('userId', '=', userId)
      .execute();
    await insertLedger(trx, {
      userId,
      kind: 'test_adjustment',
      freeCoinsDeltaMicro: next.freeCoinsMicro - BigInt(old.freeCoinsMicro),
      balanceDeltaMicro: next.balanceMicro - BigInt(old.balanceMicro),
      creditPointsDelta: tenthsToCreditPoints(next.pointTenths - oldPointTenths),
      description: 'Test adjustment',
    });
  });
}
