/** SQLSTATE classes and codes of a database that went away (08: connection exception; 57P0x: shutdown). */
const SQLSTATES = /^(08\d{3}|57P0[1-3])$/;
/** Node and driver errors of a connection that could not be made or was cut. */
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const MESSAGES =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection is closed|terminating connection/i;

/** True when `error` (or its cause) says the database or another backing service could not be reached. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SQLSTATES.test(code) || NODE_CODES.has(code))) return true;
  if (MESSAGES.test(error.message)) return true;
  return isConnectionError(error.cause, depth + 1);
}
