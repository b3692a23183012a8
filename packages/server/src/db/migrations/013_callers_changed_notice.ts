import { sql, type Kysely } from 'kysely';

/** The channel a committed change to an API caller's account is announced on (db/createDatabase.ts listens to it). */
export const CALLERS_CHANGED_CHANNEL = 'csi_callers_changed';

/**
 * Announces every committed change to what the gateway knows of an API caller (gateway/resolveCaller.ts): its API
 * key, API username, blocked key, suspension and e-mail verification, and any deletion or truncation of users. A
 * statement-level trigger NOTIFYs `csi_callers_changed`, which PostgreSQL delivers when the change commits, whoever
 * wrote it (a route, raw SQL, a database function, a script). The embedded database listens and keeps the gateway's
 * caller cache valid with it; a new account needs no notice (a key nobody had is never cached). Other updates of
 * users (a login's time, a profile) announce nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION csi_notify_callers_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM pg_notify(${sql.lit(CALLERS_CHANGED_CHANNEL)}, '');
      RETURN NULL;
    END
    $fn$`.execute(db);
  await sql`
    CREATE TRIGGER users_callers_changed
      AFTER UPDATE OF api_key, api_username, api_key_blocked, acc_suspended_admin, acc_suspended_user, email_verified
        OR DELETE ON users
      FOR EACH STATEMENT EXECUTE FUNCTION csi_notify_callers_changed()`.execute(db);
  await sql`
    CREATE TRIGGER users_callers_truncated AFTER TRUNCATE ON users
      FOR EACH STATEMENT EXECUTE FUNCTION csi_notify_callers_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER users_callers_truncated ON users`.execute(db);
  await sql`DROP TRIGGER users_callers_changed ON users`.execute(db);
  await sql`DROP FUNCTION csi_notify_callers_changed()`.execute(db);
}
