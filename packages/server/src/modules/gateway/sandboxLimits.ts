import { HttpError } from '../../lib/HttpError';
import type { RateLimiter } from '../../plugins/rateLimiter';
import type { ServiceEndpoint } from '../../services/serviceHandlers';
import { GATEWAY_MESSAGES } from './messages';
import { secondsToReset } from './rateLimitHeaders';

/** The sandbox is a place to try the APIs, not free production: small inputs and a daily quota per account. */
export const SANDBOX_LIMITS = {
  /** Largest JSON body of a sandbox call, in bytes. */
  dataBytes: 4 * 1024,
  /** Largest file of a sandbox call, in bytes. */
  fileBytes: 1024 * 1024,
  /** Sandbox calls per account per UTC day. */
  callsPerDay: 100,
} as const;

const DAY_MS = 24 * 60 * 60_000;

/** The limiter key of an account's sandbox quota on the UTC day of `now`, and the milliseconds left of that day. */
export function sandboxQuotaWindow(apiUsername: string, now = Date.now()): { key: string; msLeft: number } {
  return { key: `sandbox:${apiUsername}:${new Date(now).toISOString().slice(0, 10)}`, msLeft: DAY_MS - (now % DAY_MS) };
}

/** 413 when a sandbox call's JSON body is over SANDBOX_LIMITS.dataBytes; null otherwise (and for file services). */
export function sandboxDataRefusal(endpoint: ServiceEndpoint, body: unknown): HttpError | null {
  if (endpoint.accepts !== 'json') return null;
  const bytes = Buffer.byteLength(JSON.stringify(body ?? null));
  return bytes > SANDBOX_LIMITS.dataBytes ? new HttpError(413, GATEWAY_MESSAGES.sandboxData) : null;
}

/**
 * Counts a sandbox call against its account's quota for the current UTC day (shared by every instance through the
 * limiter); 429 with Retry-After until midnight UTC once the quota is spent.
 */
export async function sandboxQuotaRefusal(
  limiter: RateLimiter,
  apiUsername: string,
  now = Date.now(),
): Promise<HttpError | null> {
  const { key, msLeft: untilMidnight } = sandboxQuotaWindow(apiUsername, now);
  const count = await limiter.hit(key, SANDBOX_LIMITS.callsPerDay, untilMidnight);
  if (count.allowed) return null;
  const seconds = secondsToReset(untilMidnight);
  return new HttpError(429, GATEWAY_MESSAGES.sandboxQuota(SANDBOX_LIMITS.callsPerDay, seconds), {
    'retry-after': String(seconds),
  });
}
