/** Calls per minute per account through the gateway. */
export const DEFAULT_GATEWAY_RATE_LIMIT = 50;

/** The gateway's per-account limit from `GATEWAY_RATE_LIMIT` (a positive integer; e.g. raised for the benchmark), else 50. */
export function gatewayRateLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.GATEWAY_RATE_LIMIT);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_GATEWAY_RATE_LIMIT;
}
