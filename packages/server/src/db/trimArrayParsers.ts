import type { PGlite } from '@electric-sql/pglite';

/**
 * Drops PGlite's parsers of the array types whose element type has no parser of its own, and answers how many parsers
 * are left.
 *
 * PGlite 0.4 copies its whole parser table into a new object for every statement it answers (its result parser
 * spreads `parsers`), and at start it adds a parser for the array type of every type in pg_type: over 300 entries.
 * Under the gateway's load that copy was about a tenth of the embedded database's thread. (PGlite 0.5 copies only
 * when a statement brings parsers of its own, but it is PostgreSQL 18 and cannot open a data directory that 0.4
 * wrote.) An array of a type without a parser comes back as PostgreSQL's text for it ('{...}') instead of an array of
 * such texts; the server reads no such array. Arrays of the types that have parsers (bigint[], text[],
 * timestamptz[], json[]...) are parsed as before.
 */
export async function trimArrayParsers(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ element: number; array: number }>(
    `SELECT typelem::integer AS element, oid::integer AS array FROM pg_catalog.pg_type WHERE typcategory = 'A'`,
  );
  for (const { element, array } of rows) {
    if (db.parsers[element] === undefined) delete db.parsers[array];
  }
  return Object.keys(db.parsers).length;
}
