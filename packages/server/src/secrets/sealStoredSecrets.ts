import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { storedApiKey } from '../modules/account/storedApiKey';
import { SEALED_PREFIX, type SecretBox } from './createSecretBox';

/** Rows sealed per statement, so a large table is worked through in several short transactions. */
const BATCH = 500;

export const WRONG_SECRETS_KEY =
  'The server key does not open the API keys stored in the database: start with the SECRETS_KEY (or DATA_DIR/secrets-key) they were sealed with.';

/**
 * Run at every start, after the migrations: stops start-up when the server key cannot open the keys sealed already
 * (a changed SECRETS_KEY would otherwise leave every caller unfound), then seals what is still kept in clear: API keys
 * (the plain column is cleared) and the answers kept for Idempotency-Keys (one may hold a generated private key). Each row is sealed only while it still
 * holds the clear value read, so instances starting together do the work once.
 */
export async function sealStoredSecrets(db: Kysely<Database>, secrets: SecretBox): Promise<void> {
  const sample = await db
    .selectFrom('users')
    .select('apiKeySealed')
    .where('apiKeySealed', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (sample?.apiKeySealed) {
    try {
      secrets.open(sample.apiKeySealed, 'api-key');
    } catch {
      throw new Error(WRONG_SECRETS_KEY);
    }
  }
  for (;;) {
    const plain = await db
      .selectFrom('users')
      .select(['id', 'apiKey'])
      .where('apiKey', 'is not', null)
      .limit(BATCH)
      .execute();
    await db.transaction().execute(async (trx) => {
      for (const { id, apiKey } of plain) {
        if (!apiKey) continue;
        await trx
          .updateTable('users')
          .set(storedApiKey(secrets, apiKey))
          .where('id', '=', id)
          .where('apiKey', '=', apiKey)
          .execute();
      }
    });
    if (plain.length < BATCH) break;
  }
  for (;;) {
    const plain = await db
      .selectFrom('idempotencyKeys')
      .select(['userId', 'key', 'body'])
      .where('body', 'is not', null)
      .where(sql<boolean>`left(body, ${SEALED_PREFIX.length}) <> ${SEALED_PREFIX}`)
      .limit(BATCH)
      .execute();
    await db.transaction().execute(async (trx) => {
      for (const { userId, key, body } of plain) {
        if (body === null) continue;
        await trx
          .updateTable('idempotencyKeys')
          .set({ body: secrets.seal(body, 'idempotency-answer') })
          .where('userId', '=', userId)
          .where('key', '=', key)
          .where('body', '=', body)
          .execute();
      }
    });
    if (plain.length < BATCH) break;
  }
}
