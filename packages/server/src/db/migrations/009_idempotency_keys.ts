import { sql, type Kysely } from 'kysely';

/**
 * Idempotency keys (modules/idempotency): per account and key, the fingerprint of the first request and, once it
 * has finished, its answer. `claim` identifies the request that holds the key while it runs (status NULL).
 * Rows older than 24 hours are swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_keys (
      user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      key TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      claim TEXT NOT NULL,
      status_code INTEGER,
      body TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE idempotency_keys`.execute(db);
}
