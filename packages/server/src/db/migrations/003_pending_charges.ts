import { sql, type Kysely } from 'kysely';

/**
 * Two-phase live charges: an 'api_charge' ledger row carries a status, 'pending' until the call is answered,
 * then 'settled' (served, 2xx) or 'refunded' (its 'api_refund' row exists). Rows written before this
 * migration, and every other kind of row, keep NULL. The partial index finds the pending charges that a
 * crash left behind (see billing/reconcilePendingCharges.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ledger ADD COLUMN status TEXT`.execute(db);
  await sql`
    ALTER TABLE ledger ADD CONSTRAINT ledger_charge_status
      CHECK (status IS NULL OR (kind = 'api_charge' AND status IN ('pending', 'settled', 'refunded')))`.execute(db);
  await sql`CREATE INDEX ledger_pending_charges ON ledger (created_at) WHERE status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX ledger_pending_charges`.execute(db);
  await sql`ALTER TABLE ledger DROP COLUMN status`.execute(db);
}
