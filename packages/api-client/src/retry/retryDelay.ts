import type { ApiError } from '../errors';
import type { RetryOptions } from './RetryOptions';

/** What the request layer knows about a failed attempt. */
export interface FailedAttempt {
  error: ApiError;
  /** 0 for the first retry, 1 for the second, ... */
  retry: number;
  /** The method is idempotent (GET, HEAD, OPTIONS, PUT, DELETE). */
  idempotentMethod: boolean;
  /** The call carries an Idempotency-Key. */
  keyed: boolean;
}

/**
 * Whether a failure may be sent again without risk of doing the work twice: 429 and 503 (the server refused before
 * doing anything), 409 of a keyed call (its first request is still running), and a call that got no answer
 * (connection refused or reset, timeout) when its method is idempotent or it carries an Idempotency-Key. Never an
 * abort, a bad body, or any other status.
 */
export function isRetriable({ error, idempotentMethod, keyed }: FailedAttempt): boolean {
  if (error.status === 429 || error.status === 503) return true;
  if (error.status === 409) return keyed;
  if (error.status === 0) return error.code !== 'ABORTED' && (idempotentMethod || keyed);
  return false;
}

/**
 * The wait in ms before sending the failed call again, or null when it must not be retried (see isRetriable, or
 * retries used up, or a Retry-After longer than `maxDelayMs`). The server's Retry-After wins over the backoff,
 * which is `baseDelayMs * 2^retry` capped at `maxDelayMs`, with equal jitter (half of it plus a random half).
 */
export function retryDelay(attempt: FailedAttempt, options: RetryOptions, random = Math.random): number | null {
  const { retries, baseDelayMs = 500, maxDelayMs = 30_000 } = options;
  if (attempt.retry >= retries || !isRetriable(attempt)) return null;
  const { retryAfter } = attempt.error;
  if (retryAfter !== undefined) return retryAfter * 1000 <= maxDelayMs ? retryAfter * 1000 : null;
  const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt.retry);
  return backoff / 2 + (random() * backoff) / 2;
}
