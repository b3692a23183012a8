import { sql, type RawBuilder } from 'kysely';

/** How titles are compared: case-insensitive, hyphens read as spaces, runs of spaces as one. */
export const titleKey = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[-\s]+/g, ' ')
    .trim();

/** The same key computed by the database over the `title` column. */
export const titleKeySql: RawBuilder<string> = sql<string>`btrim(regexp_replace(lower(title), '[-\\s]+', ' ', 'g'))`;
