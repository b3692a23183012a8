import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Migration 010's csi_ledger_batch, called as the previous releases (before charging once served, migration 015)
 * called it: one hold (`debit`: user id, free coins and balance before and after; `entry`: user id, description,
 * reference, free-coins and balance deltas), leaving the charge 'pending', and settlements of /encrypt-data calls
 * (`settle`: charge references, each costing `costMicro`). Answers its rows: 'debited' user ids, 'settled' references.
 */
export const previousReleaseLedgerBatch = (
  db: Kysely<Database>,
  { debit = [], entry = [], settle = [] }: { debit?: string[]; entry?: string[]; settle?: string[] },
  costMicro = '5000',
) =>
  sql<{ what: string; id: string }>`
    SELECT what, id FROM csi_ledger_batch(
      ${debit.slice(0, 1)}::bigint[], ${debit.slice(1, 2)}::bigint[], ${debit.slice(2, 3)}::bigint[],
      ${debit.slice(3, 4)}::bigint[], ${debit.slice(4, 5)}::bigint[],
      ${entry.slice(0, 1)}::bigint[], ${entry.slice(1, 2)}::text[], ${entry.slice(2, 3)}::text[],
      ${entry.slice(3, 4)}::bigint[], ${entry.slice(4, 5)}::bigint[],
      ${settle}::text[], ${settle.map(() => '/encrypt-data')}::text[], ${settle.map(() => 'data-security')}::text[],
      ${settle.map(() => 200)}::integer[], ${settle.map(() => 12)}::integer[], ${settle.map(() => costMicro)}::bigint[],
      ${settle.map(() => 'req-previous-release')}::text[])`.execute(db);
