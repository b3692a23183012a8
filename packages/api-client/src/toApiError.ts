import { isAxiosError } from 'axios';
import { ApiError, AuthenticationError, PermissionError, RateLimitError } from './errors';

/** The server's `msg` from an error body, when it has one. */
function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'msg' in body && typeof body.msg === 'string') return body.msg;
  return undefined;
}

/** The error body; a JSON object that a text call (markdown) received as a string is parsed. */
function parsedBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null ? parsed : data;
  } catch {
    return data;
  }
}

/** Maps any failure of a request to an {@link ApiError} (subclass by status for 401, 403, 429). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error) || !error.response) {
    return new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const { status, headers } = error.response;
  const data = parsedBody(error.response.data);
  const msg = messageOf(data) ?? `Request failed with status ${status}`;
  if (status === 401) return new AuthenticationError(msg, data);
  if (status === 403) return new PermissionError(msg, data);
  if (status === 429) {
    const retryAfter = Number(headers['retry-after']);
    return new RateLimitError(msg, data, Number.isFinite(retryAfter) ? retryAfter : undefined);
  }
  return new ApiError(status, msg, data);
}
