import { Type } from 'typebox';

/** The pattern of a string without NUL characters, which PostgreSQL text refuses (they would surface as a 500). */
export const NO_NUL = '^[^\\u0000]*$';

/** A string bounded by `maxLength` and free of NUL characters. */
export const safeString = (maxLength: number) => Type.String({ maxLength, pattern: NO_NUL });
