/** Tries at one database write, and the pause before each retry. */
const RETRY_DELAYS_MS = [0, 100, 500];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs an idempotent database write, retrying a failed try (e.g. a dropped connection). After a failure,
 * `committed` may answer the write's result when that try committed after all and only its answer was lost.
 * Throws the last error when every try fails.
 */
export async function withRetries<T>(write: () => Promise<T>, committed?: () => Promise<T | undefined>): Promise<T> {
  let lastError: unknown;
  for (const delay of RETRY_DELAYS_MS) {
    if (delay > 0) await pause(delay);
    try {
      return await write();
    } catch (error) {
      lastError = error;
      const result = await committed?.();
      if (result !== undefined) return result;
    }
  }
  throw lastError;
}
