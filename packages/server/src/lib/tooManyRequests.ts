import { HttpError } from './HttpError';

/** A 429 whose msg ends with 'Try again in N minutes.' and whose Retry-After says when, from the limiter's `resetMs`. */
export function tooManyRequests(reason: string, resetMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(resetMs / 60_000));
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  return new HttpError(429, `${reason} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, {
    'retry-after': String(seconds),
  });
}
