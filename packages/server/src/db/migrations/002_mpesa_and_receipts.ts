import { sql, type Kysely } from 'kysely';

/**
 * M-Pesa top-ups and receipts. A payment by M-Pesa keeps the payer's phone, the amount in KES and the
 * KES/USD rate it was converted at (with the rate's date), the hash of its callback's secret, Daraja's request ids
 * (the CheckoutRequestID is `provider_order_id`, unique: one credit per checkout across a fleet), the result, and
 * the M-Pesa receipt number. `query_after` is when the STK query may next settle a payment whose callback never
 * came (instances claim it by moving it forward). Every completed top-up gets a receipt number from one sequence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments
      ADD COLUMN phone TEXT,
      ADD COLUMN amount_kes BIGINT CHECK (amount_kes > 0),
      ADD COLUMN kes_per_usd_cents INTEGER CHECK (kes_per_usd_cents > 0),
      ADD COLUMN rate_date TEXT,
      ADD COLUMN callback_secret_hash TEXT,
      ADD COLUMN merchant_request_id TEXT,
      ADD COLUMN result_code INTEGER,
      ADD COLUMN result_desc TEXT,
      ADD COLUMN mpesa_receipt TEXT UNIQUE,
      ADD COLUMN query_after TIMESTAMPTZ,
      ADD COLUMN receipt_number TEXT UNIQUE,
      ADD COLUMN receipt_issued_at TIMESTAMPTZ`.execute(db);
  await sql`CREATE SEQUENCE receipt_numbers START 1001`.execute(db);
  await sql`CREATE INDEX payments_awaiting_query ON payments (query_after) WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX payments_by_user ON payments (user_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX payments_by_user`.execute(db);
  await sql`DROP INDEX payments_awaiting_query`.execute(db);
  await sql`DROP SEQUENCE receipt_numbers`.execute(db);
  await sql`
    ALTER TABLE payments
      DROP COLUMN phone, DROP COLUMN amount_kes, DROP COLUMN kes_per_usd_cents, DROP COLUMN rate_date,
      DROP COLUMN callback_secret_hash, DROP COLUMN merchant_request_id, DROP COLUMN result_code,
      DROP COLUMN result_desc, DROP COLUMN mpesa_receipt, DROP COLUMN query_after, DROP COLUMN receipt_number,
      DROP COLUMN receipt_issued_at`.execute(db);
}
