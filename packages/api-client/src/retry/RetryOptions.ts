/** Opt-in retries of a client (see createClient's `retry`). */
export interface RetryOptions {
  /** How many times a failed call is sent again (0: never). */
  retries: number;
  /** The first backoff wait in ms, doubled on each further retry (with jitter: half to all of it). @default 500 */
  baseDelayMs?: number;
  /**
   * The longest wait in ms: backoff stops growing here, and an answer whose Retry-After asks for longer is not
   * retried (it rejects at once, with `retryAfter` on the error). @default 30000
   */
  maxDelayMs?: number;
}
