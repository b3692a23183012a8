import type { ParserOptions } from '@electric-sql/pglite';

/** PGlite's parsers as the server opens it: bigint (int8) values stay strings, as on pg (see createDatabase.ts). */
export const PGLITE_PARSERS: ParserOptions = { 20: (value: string) => value };
