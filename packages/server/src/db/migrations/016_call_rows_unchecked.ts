import { sql, type Kysely } from 'kysely';

/** The tables written once per live call whose rows no longer carry a foreign key to users. */
const PER_CALL_TABLES = ['api_calls', 'idempotency_keys'] as const;

/**
 * api_calls and idempotency_keys lose their foreign keys to users; a trigger on users keeps what those keys did.
 *
 * Both tables get a row per live call (a keyed call's answer too), and a foreign key checks every row it is given: it
 * reads and locks the account's users row, about 55,000 instructions of the embedded database per row (measured with
 * callgrind on the charge statement: 802,000 instructions per keyed call with the keys, 687,000 without; 520,000 and
 * 464,000 per call without a key). Nothing needs that check: the charge statement (migration 015) writes these rows
 * only for the wallet it debited in the same statement, whose own foreign key holds the account (a deletion of the
 * account waits for the debit's lock, and then finds the wallet it must cascade to); every other writer writes them for
 * the caller it authenticated. What the foreign keys also did, ON DELETE CASCADE, the trigger does: deleting an account
 * (the product never does; an operator may) deletes its call rows and keys, and TRUNCATE of users empties both tables,
 * as TRUNCATE ... CASCADE did. The ledger and the wallets keep their foreign keys (they hold money).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PER_CALL_TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.ref(`${table}_user_id_fkey`)}`.execute(db);
  }
  await sql`
    CREATE FUNCTION csi_forget_account_calls() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        TRUNCATE api_calls, idempotency_keys;
      ELSE
        DELETE FROM api_calls WHERE user_id = OLD.id;
        DELETE FROM idempotency_keys WHERE user_id = OLD.id;
      END IF;
      RETURN NULL;
    END
    $fn$`.execute(db);
  await sql`
    CREATE TRIGGER users_forget_calls AFTER DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION csi_forget_account_calls()`.execute(db);
  await sql`
    CREATE TRIGGER users_forget_calls_truncated AFTER TRUNCATE ON users
      FOR EACH STATEMENT EXECUTE FUNCTION csi_forget_account_calls()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER users_forget_calls_truncated ON users`.execute(db);
  await sql`DROP TRIGGER users_forget_calls ON users`.execute(db);
  await sql`DROP FUNCTION csi_forget_account_calls()`.execute(db);
  for (const table of PER_CALL_TABLES) {
    // Rows of accounts deleted meanwhile without the trigger would refuse the key: they are gone with their account.
    await sql`DELETE FROM ${sql.table(table)} t WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id)`.execute(
      db,
    );
    await sql`
      ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.ref(`${table}_user_id_fkey`)}
        FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE`.execute(db);
  }
}
