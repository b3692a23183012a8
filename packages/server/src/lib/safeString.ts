/**
 * A JSON-schema string bounded by `maxLength` and free of NUL characters, which PostgreSQL text
 * refuses (they would otherwise surface as a 500).
 */
export const safeString = (maxLength: number) => ({ type: 'string', maxLength, pattern: '^[^\\u0000]*$' }) as const;
