/** The statuses the API answers with their own code (`HTTP_<status>`); any other error status is 'HTTP_ERROR'. */
export const HTTP_ERROR_STATUSES = [400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 500, 502, 503, 504] as const;

/** The codes of a failure without an answer, besides 'ABORTED': the connection's own (Node) or the browser's. */
export const CONNECTION_ERROR_CODES = [
  'ETIMEDOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'NETWORK_ERROR',
] as const;

/** A code of {@link CONNECTION_ERROR_CODES}. */
export type ConnectionErrorCode = (typeof CONNECTION_ERROR_CODES)[number];

/**
 * Every value {@link ApiError.code} can take, so a `switch` over it can be exhaustive:
 * - an answer with an error status: `HTTP_<status>` for the statuses of {@link HTTP_ERROR_STATUSES}, 'HTTP_ERROR' for
 *   any other, 'INVALID_API_KEY' for the gateway's 400 'Wrong x-api-key and/or x-app-username', and the server's own
 *   `code` where its answer names one: 'RECENT_AUTHENTICATION_REQUIRED' (a sensitive action in a session whose sudo
 *   mode lapsed: confirm the identity with twoFactor.confirmIdentity, then send the call again; see
 *   ClientOptions.reconfirm);
 * - an answer that is not what it should be: 'BAD_JSON' (a body that is not JSON), 'BAD_RESPONSE' (an image host's
 *   answer without `secure_url`);
 * - no answer: 'ABORTED' (the call's signal) or a {@link ConnectionErrorCode};
 * - refused locally, nothing sent: 'TOKEN_NOT_AVAILABLE', 'INVALID_INPUT';
 * - 'UNKNOWN' for anything else.
 */
export type ApiErrorCode =
  | `HTTP_${(typeof HTTP_ERROR_STATUSES)[number]}`
  | 'HTTP_ERROR'
  | 'INVALID_API_KEY'
  | 'RECENT_AUTHENTICATION_REQUIRED'
  | 'BAD_JSON'
  | 'BAD_RESPONSE'
  | 'ABORTED'
  | ConnectionErrorCode
  | 'TOKEN_NOT_AVAILABLE'
  | 'INVALID_INPUT'
  | 'UNKNOWN';

/** The code of an answer with an error `status`: `HTTP_<status>` where it has its own, else 'HTTP_ERROR'. */
export function httpErrorCode(status: number): ApiErrorCode {
  return (HTTP_ERROR_STATUSES as readonly number[]).includes(status)
    ? (`HTTP_${status}` as ApiErrorCode)
    : 'HTTP_ERROR';
}

/** What an {@link ApiError} can say beyond its status and message. */
export interface ApiErrorDetails {
  /** See {@link ApiError.code}. Without it: {@link httpErrorCode} of the status, or 'UNKNOWN' for status 0. */
  code?: ApiErrorCode;
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
  /** Machine-readable kind, one of {@link ApiErrorCode}: switch on it instead of parsing messages. */
  readonly code: ApiErrorCode;
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
    this.code = details.code ?? (status ? httpErrorCode(status) : 'UNKNOWN');
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

/** 400, 413, 415 or 422: the server refused the request as it was sent (its `msg` says what to fix). */
export class ValidationError extends ApiError {
  constructor(status: number, msg: string, body?: unknown, details?: ApiErrorDetails) {
    super(status, msg, body, details);
    this.name = 'ValidationError';
  }
}

/** The gateway's msg for an API key and API username that do not belong together (or to anyone). */
export const INVALID_API_KEY_MESSAGE = 'Wrong x-api-key and/or x-app-username';

/**
 * 400 of a playground call whose `apiKey` and `apiUsername` do not match an account (code 'INVALID_API_KEY'): the key
 * is wrong, rotated, or of another user. Not a {@link ValidationError}: fixing the body does not help.
 */
export class InvalidApiKeyError extends ApiError {
  constructor(msg: string, body?: unknown, details?: ApiErrorDetails) {
    super(400, msg, body, { ...details, code: 'INVALID_API_KEY' });
    this.name = 'InvalidApiKeyError';
  }
}

/** 404: no such thing (article, API, endpoint, file). */
export class NotFoundError extends ApiError {
  constructor(msg: string, body?: unknown, details?: ApiErrorDetails) {
    super(404, msg, body, details);
    this.name = 'NotFoundError';
  }
}

/** 409: the request clashes with the current state (a name taken; a call with the same idempotency key still runs). */
export class ConflictError extends ApiError {
  constructor(msg: string, body?: unknown, details?: ApiErrorDetails) {
    super(409, msg, body, details);
    this.name = 'ConflictError';
  }
}

/** 5xx: the server (or a service behind it) failed or is busy; `requestId` is what to quote to support. */
export class ServerError extends ApiError {
  constructor(status: number, msg: string, body?: unknown, details?: ApiErrorDetails) {
    super(status, msg, body, details);
    this.name = 'ServerError';
  }
}

/**
 * Status 0: no answer came: the connection failed, was reset or timed out (`code` a {@link ConnectionErrorCode}).
 * An abort by the call's own signal is a plain {@link ApiError} with code 'ABORTED', not this.
 */
export class ConnectionError extends ApiError {
  constructor(msg: string, details: ApiErrorDetails & { code: ConnectionErrorCode }) {
    super(0, msg, undefined, details);
    this.name = 'ConnectionError';
  }
}
