import { isAxiosError, isCancel } from 'axios';
import {
  ApiError,
  AuthenticationError,
  CONNECTION_ERROR_CODES,
  ConflictError,
  ConnectionError,
  INVALID_API_KEY_MESSAGE,
  InvalidApiKeyError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  ValidationError,
  type ApiErrorDetails,
  type ConnectionErrorCode,
} from './errors';
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

/** The code of a failure without an answer: aborted, a connection code, or 'UNKNOWN' (not a network failure). */
function transportCode(error: unknown): 'ABORTED' | ConnectionErrorCode | 'UNKNOWN' {
  if (isCancel(error)) return 'ABORTED';
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'ERR_NETWORK') return 'NETWORK_ERROR';
  if ((CONNECTION_ERROR_CODES as readonly unknown[]).includes(code)) return code as ConnectionErrorCode;
  // Another system error of the connection (EPROTO, ECONNABORTED, ...): still no answer.
  return typeof code === 'string' && /^E[A-Z_]+$/.test(code) ? 'NETWORK_ERROR' : 'UNKNOWN';
}

/** The status codes of {@link ValidationError}. */
const VALIDATION_STATUSES = new Set([400, 413, 415, 422]);

/**
 * Maps any failure of a request to an {@link ApiError}, of its class by status (or {@link ConnectionError} when no
 * answer came), with its code, the server's request id and Retry-After, and the failure itself as `cause`.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error) || !error.response) {
    const code = transportCode(error);
    if (code === 'ABORTED') return new ApiError(0, 'Request aborted', undefined, { code, cause: error });
    const msg = error instanceof Error ? error.message : String(error);
    if (code === 'UNKNOWN') return new ApiError(0, msg, undefined, { code, cause: error });
    return new ConnectionError(msg, { code, cause: error });
  }
  const { status, headers } = error.response;
  const data = parsedBody(error.response.data);
  const msg = fieldOf(data, 'msg') ?? `Request failed with status ${status}`;
  const details: ApiErrorDetails = {
    ...(fieldOf(data, 'code') === 'RECENT_AUTHENTICATION_REQUIRED' ? { code: 'RECENT_AUTHENTICATION_REQUIRED' } : {}),
    requestId: requestIdOf(headers, data),
    retryAfter: retryAfterSeconds(headers['retry-after']),
    cause: error,
  };
  if (status === 401) return new AuthenticationError(msg, data, details);
  if (status === 403) return new PermissionError(msg, data, details);
  if (status === 429) return new RateLimitError(msg, data, details.retryAfter, details);
  if (status === 400 && msg === INVALID_API_KEY_MESSAGE) return new InvalidApiKeyError(msg, data, details);
  if (VALIDATION_STATUSES.has(status)) return new ValidationError(status, msg, data, details);
  if (status === 404) return new NotFoundError(msg, data, details);
  if (status === 409) return new ConflictError(msg, data, details);
  if (status >= 500) return new ServerError(status, msg, data, details);
  return new ApiError(status, msg, data, details);
}
