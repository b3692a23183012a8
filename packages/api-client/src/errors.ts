/** What an {@link ApiError} can say beyond its status and message. */
export interface ApiErrorDetails {
  /** See {@link ApiError.code}. @default `HTTP_<status>`, or 'UNKNOWN' for status 0 */
  code?: string;
  /** See {@link ApiError.requestId}. */
  requestId?: string;
  /** See {@link ApiError.retryAfter}. */
  retryAfter?: number;
  /** The underlying error (becomes the standard `Error.cause`). */
  cause?: unknown;
}

/**
 * Every failure of a client call. `status` is the HTTP status, or 0 when no answer came (network
 * failure, timeout, abort, invalid input caught before sending); `msg` is the server's message or the local reason;
 * `code` tells the cases apart without parsing messages.
 */
export class ApiError extends Error {
  /** HTTP status of the answer, 0 when there was none. */
  readonly status: number;
  /** The server's `msg` (or the local reason), ready to show to a person. */
  readonly msg: string;
  /** The whole answer body, when there was one (the playground shows it). */
  readonly body: unknown;
  /**
   * Machine-readable kind: `HTTP_<status>` for an answer with an error status; 'BAD_JSON' for an answer whose body
   * is not the JSON it should be; without an answer 'ABORTED' (the call's signal), 'ETIMEDOUT', a connection code
   * ('ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', ...) or 'NETWORK_ERROR' (a browser hides the reason); refused
   * locally: 'TOKEN_NOT_AVAILABLE', 'INVALID_INPUT'.
   */
  readonly code: string;
  /** The server's id of the request (X-Request-Id, or the error body's `requestId`): quote it to support. */
  readonly requestId: string | undefined;
  /** Seconds the server asked to wait before retrying (its Retry-After), when it said. */
  readonly retryAfter: number | undefined;
  constructor(status: number, msg: string, body?: unknown, details: ApiErrorDetails = {}) {
    super(msg, 'cause' in details ? { cause: details.cause } : undefined);
    this.name = 'ApiError';
    this.status = status;
    this.msg = msg;
    this.body = body;
    this.code = details.code ?? (status ? `HTTP_${status}` : 'UNKNOWN');
    this.requestId = details.requestId;
    this.retryAfter = details.retryAfter;
  }
}

/** 401: not signed in, or the token is invalid or expired. */
export class AuthenticationError extends ApiError {
  constructor(msg: string, body?: unknown, details?: ApiErrorDetails) {
    super(401, msg, body, details);
    this.name = 'AuthenticationError';
  }
}

/** 401 raised locally: the call needs a token and none is stored, so nothing was sent. */
export class TokenNotAvailableError extends AuthenticationError {
  constructor() {
    super('Token not available', undefined, { code: 'TOKEN_NOT_AVAILABLE' });
    this.name = 'TokenNotAvailableError';
  }
}

/** 403: signed in, but not allowed (not an admin, suspended account). */
export class PermissionError extends ApiError {
  constructor(msg: string, body?: unknown, details?: ApiErrorDetails) {
    super(403, msg, body, details);
    this.name = 'PermissionError';
  }
}

/** 429: too many requests; `retryAfter` is the server's Retry-After in seconds, when sent. */
export class RateLimitError extends ApiError {
  constructor(msg: string, body?: unknown, retryAfter?: number, details: ApiErrorDetails = {}) {
    super(429, msg, body, { ...details, retryAfter });
    this.name = 'RateLimitError';
  }
}
