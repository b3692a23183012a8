import { sql } from 'kysely';

/**
 * "The charge is still pending", for statements that find their charges by reference (settling, refunding
 * one call). Written so the planner cannot use the partial index `ledger_pending_charges`: that index keeps
 * an entry for every charge that was ever pending until a VACUUM (which the embedded database never runs by
 * itself), and a plan that combined it with the reference index read all of them, so every settlement got
 * slower as the ledger grew. Found by reference, a charge is one unique-index lookup. Same meaning as
 * `status = 'pending'` (a NULL status is not pending). The age-based reconciliation keeps using the index.
 */
export const pendingByReference = sql<boolean>`coalesce(status, '') = 'pending'`;
