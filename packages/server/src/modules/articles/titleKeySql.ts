import { sql, type RawBuilder } from 'kysely';

/** The titleKey of `@csi/contract` computed by the database over the `title` column. */
export const titleKeySql: RawBuilder<string> = sql<string>`btrim(regexp_replace(lower(title), '[-\\s]+', ' ', 'g'))`;
