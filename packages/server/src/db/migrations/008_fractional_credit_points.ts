import { sql, type Kysely } from 'kysely';

/**
 * Credit points in tenths: a completed top-up through the payment provider earns 0.1 credit points (spec
 * section 9). Wallets and ledger keep them as exact NUMERIC with at most one decimal (never a float); whole
 * amounts read back as before ('200').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE wallets ALTER COLUMN credit_points TYPE NUMERIC`.execute(db);
  await sql`ALTER TABLE wallets ADD CONSTRAINT wallets_credit_points_tenths
    CHECK (credit_points = trunc(credit_points, 1))`.execute(db);
  await sql`ALTER TABLE ledger ALTER COLUMN credit_points_delta TYPE NUMERIC`.execute(db);
  await sql`ALTER TABLE ledger ADD CONSTRAINT ledger_credit_points_delta_tenths
    CHECK (credit_points_delta = trunc(credit_points_delta, 1))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ledger DROP CONSTRAINT ledger_credit_points_delta_tenths`.execute(db);
  await sql`ALTER TABLE ledger ALTER COLUMN credit_points_delta TYPE BIGINT USING trunc(credit_points_delta)`.execute(
    db,
  );
  await sql`ALTER TABLE wallets DROP CONSTRAINT wallets_credit_points_tenths`.execute(db);
  await sql`ALTER TABLE wallets ALTER COLUMN credit_points TYPE BIGINT USING trunc(credit_points)`.execute(db);
}
