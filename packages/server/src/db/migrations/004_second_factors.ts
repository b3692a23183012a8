import { sql, type Kysely } from 'kysely';

/**
 * Second factors (modules/factors): an authenticator app per account (`totp_factors`: its secret
 * sealed with the server key, confirmed once the user typed a code, and the last time step accepted so a code
 * cannot be used twice on any instance), ten single-use recovery codes (`recovery_codes`, salted hashes), and the
 * recent checks of a password or second factor that open sudo mode for one session (`recent_authentications`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE totp_factors (
      user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      secret_sealed TEXT NOT NULL,
      confirmed_at TIMESTAMPTZ,
      last_used_step BIGINT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE recovery_codes (
      id SERIAL PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      code_hash TEXT NOT NULL,
      used_at TIMESTAMPTZ
    )`.execute(db);
  await sql`CREATE INDEX recovery_codes_user ON recovery_codes (user_id)`.execute(db);
  await sql`
    CREATE TABLE recent_authentications (
      jti TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      checked_at TIMESTAMPTZ NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE recent_authentications`.execute(db);
  await sql`DROP TABLE recovery_codes`.execute(db);
  await sql`DROP TABLE totp_factors`.execute(db);
}
