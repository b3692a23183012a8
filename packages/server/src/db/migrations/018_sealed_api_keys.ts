import { sql, type Kysely } from 'kysely';

/**
 * API keys at rest (docs/security.md "Secrets at rest"): `api_key_hash` (HMAC-SHA256 of the key with the server key,
 * unique, what the gateway finds a caller by) and `api_key_sealed` (the key encrypted with AES-256-GCM, which the
 * profile shows). The server key is not in the database, so this migration cannot seal the keys it finds: the
 * server does at start (secrets/sealStoredSecrets.ts), and clears `api_key`, which may now be NULL. The callers'
 * notice of migration 013 also fires when the hash changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN api_key_hash TEXT UNIQUE, ADD COLUMN api_key_sealed TEXT`.execute(db);
  await sql`ALTER TABLE users ALTER COLUMN api_key DROP NOT NULL`.execute(db);
  await sql`DROP TRIGGER users_callers_changed ON users`.execute(db);
  await sql`
    CREATE TRIGGER users_callers_changed
      AFTER UPDATE OF api_key, api_key_hash, api_username, api_key_blocked, acc_suspended_admin, acc_suspended_user,
        email_verified OR DELETE ON users
      FOR EACH STATEMENT EXECUTE FUNCTION csi_notify_callers_changed()`.execute(db);
}

/**
 * Back to plain keys. A sealed key cannot be opened without the server key, so each account whose key was sealed
 * gets a new random key (its owner reads it on the profile page).
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE users SET api_key = 'csi_' || replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    WHERE api_key IS NULL`.execute(db);
  await sql`ALTER TABLE users ALTER COLUMN api_key SET NOT NULL`.execute(db);
  await sql`DROP TRIGGER users_callers_changed ON users`.execute(db);
  await sql`
    CREATE TRIGGER users_callers_changed
      AFTER UPDATE OF api_key, api_username, api_key_blocked, acc_suspended_admin, acc_suspended_user, email_verified
        OR DELETE ON users
      FOR EACH STATEMENT EXECUTE FUNCTION csi_notify_callers_changed()`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN api_key_sealed, DROP COLUMN api_key_hash`.execute(db);
}
