import { sql, type Kysely } from 'kysely';

/**
 * Per-account token cutoff: tokens issued at or before tokens_valid_after are refused, except the one whose jti
 * is kept_token_jti (the session that changed the password keeps working).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN tokens_valid_after TIMESTAMPTZ`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN kept_token_jti TEXT`.execute(db);
}
