import { sql, type InsertType, type RawBuilder } from 'kysely';
import type { ArticlesTable } from '../db/schema';

/** What the schema's `Generated<Timestamp>` columns accept on write (a plain Date does not type-check there). */
type GeneratedTimestamp = NonNullable<InsertType<ArticlesTable['datePosted']>>;

/** A date as a timestamptz value for a `Generated<Timestamp>` column (date_posted, updated_at). */
export const sqlTimestamp = (date: Date): RawBuilder<GeneratedTimestamp> =>
  sql<GeneratedTimestamp>`${date.toISOString()}::timestamptz`;
