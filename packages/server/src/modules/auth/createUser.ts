import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createWallet } from '../billing';
import { newApiKey } from '../account/newApiKey';
import { storedApiKey } from '../account/storedApiKey';
import type { SecretBox } from '../../secrets/createSecretBox';
import { newApiUsername } from '../account/newApiUsername';
import { newSocialCode } from '../social/newSocialCode';

/** What a new account is made of; the API credentials and social code are generated. */
export interface NewUser {
  email: string;
  passwordHash: string;
  username: string;
  fullName: string;
  country: string | null;
  address: string | null;
  role?: string;
  emailVerified?: boolean;
}

/**
 * Creates an account and its wallet (with the welcome grant) in one transaction; answers the new id. The API key is
 * kept sealed (storedApiKey).
 */
export async function createUser(db: Kysely<Database>, secrets: SecretBox, user: NewUser): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        ...user,
        apiUsername: await newApiUsername(trx, user.email),
        ...storedApiKey(secrets, newApiKey()),
        socialSecurityCode: newSocialCode(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createWallet(trx, Number(id));
    return Number(id);
  });
}
