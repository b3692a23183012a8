import { sql, type Kysely } from 'kysely';

/**
 * Generated files behind download links, for servers on PostgreSQL: every instance of a fleet serves every link
 * (the embedded database keeps them on disk in DATA_DIR instead). Expired rows are swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE downloads (
      id TEXT PRIMARY KEY,
      filename TEXT NOT NULL,
      data BYTEA NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX downloads_expires_at ON downloads (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE downloads`.execute(db);
}
