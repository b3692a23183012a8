import { sql, type Kysely } from 'kysely';

/**
 * Sessions and the audit trail (docs/security.md "Sessions" and "Audit log").
 *
 * `sessions`: one row per sign-in; a token carries its session's id (`sid`) and is refused once the row is ended.
 * `audit_events`: append-only record of security events of accounts (sign-ins, failures, password and key changes,
 * sessions ended, factor changes) and of administrators' actions (activation, article and API writes) with before and
 * after. A trigger refuses UPDATE, DELETE and TRUNCATE of it, whoever asks, so no route, script or mistake rewrites
 * history; the rows go only by dropping the table (this migration's down).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sessions (
      id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      device TEXT NOT NULL,
      address TEXT NOT NULL,
      place TEXT,
      started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      last_used_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expires_at TIMESTAMPTZ NOT NULL,
      ended_at TIMESTAMPTZ
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_id ON sessions (user_id, started_at DESC)`.execute(db);
  await sql`
    CREATE TABLE audit_events (
      id BIGSERIAL PRIMARY KEY,
      at TIMESTAMPTZ NOT NULL DEFAULT now(),
      kind TEXT NOT NULL,
      actor_id INTEGER,
      user_id INTEGER,
      target_type TEXT,
      target_id TEXT,
      before JSONB,
      after JSONB,
      details JSONB,
      address TEXT,
      device TEXT,
      request_id TEXT
    )`.execute(db);
  await sql`CREATE INDEX audit_events_user_id ON audit_events (user_id, at DESC)`.execute(db);
  await sql`CREATE INDEX audit_events_at ON audit_events (at DESC)`.execute(db);
  await sql`
    CREATE FUNCTION csi_audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      RAISE EXCEPTION 'audit_events is append-only';
    END
    $fn$`.execute(db);
  await sql`
    CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
      FOR EACH ROW EXECUTE FUNCTION csi_audit_events_append_only()`.execute(db);
  await sql`
    CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
      FOR EACH STATEMENT EXECUTE FUNCTION csi_audit_events_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE audit_events`.execute(db);
  await sql`DROP FUNCTION csi_audit_events_append_only()`.execute(db);
  await sql`DROP TABLE sessions`.execute(db);
}
