import type { RateLimitResult } from '../../plugins/rateLimiter';

/** The window of the gateway's rate limit, in seconds. */
export const RATE_LIMIT_WINDOW_S = 60;

/** The limiter key of an account's gateway window: per account (its API username never changes), not per key. */
export const gatewayRateKey = (apiUsername: string): string => `gateway:account:${apiUsername}`;

/** Name of the gateway's one quota policy in the rate-limit headers. */
export const RATE_LIMIT_POLICY_NAME = 'default';

/** Seconds until the caller's window resets, at least 1 (the value of `t=` and of Retry-After). */
export const secondsToReset = (resetMs: number): number => Math.max(1, Math.ceil(resetMs / 1000));

/**
 * `RateLimit-Policy: "default";q=50;w=60`, sent on every gateway answer: quota q per window w seconds
 * (draft-ietf-httpapi-ratelimit-headers-08 and later, a Structured Fields list of named policies).
 */
export const rateLimitPolicy = (limit: number): string =>
  `"${RATE_LIMIT_POLICY_NAME}";q=${limit};w=${RATE_LIMIT_WINDOW_S}`;

/** `RateLimit: "default";r=<remaining>;t=<seconds to reset>` for the caller's current window (same draft). */
export const rateLimitState = ({ remaining, resetMs }: RateLimitResult): string =>
  `"${RATE_LIMIT_POLICY_NAME}";r=${remaining};t=${secondsToReset(resetMs)}`;
