import { ApiError } from '../errors';

/** The error of a call whose signal aborted it. */
export const abortedError = (signal: AbortSignal) =>
  new ApiError(0, 'Request aborted', undefined, { code: 'ABORTED', cause: signal.reason });

/** Waits `ms`; rejects at once with an 'ABORTED' ApiError when `signal` aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      if (signal) reject(abortedError(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
