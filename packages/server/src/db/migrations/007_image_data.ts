import { sql, type Kysely } from 'kysely';

/**
 * Image bytes in the database for servers on PostgreSQL, so a profile picture uploaded through one instance is
 * served by every other. NULL when the image is on disk (DATA_DIR/images, the embedded database's default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE images ADD COLUMN data BYTEA`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE images DROP COLUMN data`.execute(db);
}
