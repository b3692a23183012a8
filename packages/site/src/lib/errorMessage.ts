import { ApiError } from '@csi/api-client';

/** Shown for a failure that carries no message meant for people (no answer, a 5xx, a fault in the page). */
export const GENERIC_FAILURE = 'Something went wrong. Please try again later.';

/**
 * The message to show for a failure: the server's `msg` for every 4xx answer (it says what to fix), otherwise
 * (a network failure, a 5xx, any other error) `fallback`.
 */
export function errorMessage(error: unknown, fallback = GENERIC_FAILURE): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.msg;
  return fallback;
}
