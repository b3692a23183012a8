import { ApiError } from '@csi/api-client';

/** The message to show for a failure: the server's `msg`, else the error's own text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.msg;
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
