import { isAxiosError, isCancel } from 'axios';
import { ApiError, AuthenticationError, PermissionError, RateLimitError, type ApiErrorDetails } from './errors';
import { retryAfterSeconds } from './retry/retryAfterSeconds';

/** The header by which the server names a request. */
const REQUEST_ID_HEADER = 'x-request-id';

/** Reads a string field of a JSON object body. */
function fieldOf(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
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

/** The server's id of a request: its X-Request-Id header, else the body's `requestId`. */
export function requestIdOf(headers: Record<string, unknown> | undefined, body: unknown): string | undefined {
  const header = headers?.[REQUEST_ID_HEADER];
  return typeof header === 'string' && header ? header : fieldOf(body, 'requestId');
}

/** The code of a failure without an answer: aborted, timed out, or the connection's own code. */
function transportCode(error: unknown): string {
  if (isCancel(error)) return 'ABORTED';
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'ERR_NETWORK') return 'NETWORK_ERROR';
  return typeof code === 'string' && /^E[A-Z_]+$/.test(code) ? code : 'UNKNOWN';
}

/**
 * Maps any failure of a request to an {@link ApiError} (subclass by status for 401, 403, 429) with its code, the
 * server's request id and Retry-After, and the failure itself as `cause`.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error) || !error.response) {
    const code = transportCode(error);
    const msg = code === 'ABORTED' ? 'Request aborted' : error instanceof Error ? error.message : String(error);
    return new ApiError(0, msg, undefined, { code, cause: error });
  }
  const { status, headers } = error.response;
  const data = parsedBody(error.response.data);
  const msg = fieldOf(data, 'msg') ?? `Request failed with status ${status}`;
  const details: ApiErrorDetails = {
    requestId: requestIdOf(headers, data),
    retryAfter: retryAfterSeconds(headers['retry-after']),
    cause: error,
  };
  if (status === 401) return new AuthenticationError(msg, data, details);
  if (status === 403) return new PermissionError(msg, data, details);
  if (status === 429) return new RateLimitError(msg, data, details.retryAfter, details);
  return new ApiError(status, msg, data, details);
}
