import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (modules/passkeys): an account's WebAuthn credentials (`passkeys`: the credential id, its COSE public key,
 * the signature counter last seen, a name the user chose) and the challenges of ceremonies under way
 * (`webauthn_challenges`), kept in the database so any instance of a fleet can finish a ceremony another started,
 * and deleted as they are used so each works once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE passkeys (
      id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      public_key TEXT NOT NULL,
      counter BIGINT NOT NULL DEFAULT 0,
      transports TEXT NOT NULL DEFAULT '',
      backed_up BOOLEAN NOT NULL DEFAULT false,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      last_used_at TIMESTAMPTZ
    )`.execute(db);
  await sql`CREATE INDEX passkeys_user ON passkeys (user_id)`.execute(db);
  await sql`
    CREATE TABLE webauthn_challenges (
      challenge TEXT PRIMARY KEY,
      purpose TEXT NOT NULL,
      user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
      expires_at TIMESTAMPTZ NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE webauthn_challenges`.execute(db);
  await sql`DROP TABLE passkeys`.execute(db);
}
