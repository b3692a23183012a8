/** True when a database error is a unique-constraint violation (SQLSTATE 23505), on pg and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
