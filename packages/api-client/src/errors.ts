/**
 * Every failure of a client call. `status` is the HTTP status, or 0 when no answer came (network
 * failure, invalid input caught before sending); `msg` is the server's message or the local reason.
 */
export class ApiError extends Error {
  /** HTTP status of the answer, 0 when there was none. */
  readonly status: number;
  /** The server's `msg` (or the local reason), ready to show to a person. */
  readonly msg: string;
  /** The whole answer body, when there was one (the playground shows it). */
  readonly body: unknown;

  constructor(status: number, msg: string, body?: unknown) {
    super(msg);
    this.name = 'ApiError';
    this.status = status;
    this.msg = msg;
    this.body = body;
  }
}

/** 401: not signed in, or the token is invalid or expired. */
export class AuthenticationError extends ApiError {
  constructor(msg: string, body?: unknown) {
    super(401, msg, body);
    this.name = 'AuthenticationError';
  }
}

/** 401 raised locally: the call needs a token and none is stored, so nothing was sent. */
export class TokenNotAvailableError extends AuthenticationError {
  constructor() {
    super('Token not available');
    this.name = 'TokenNotAvailableError';
  }
}

/** 403: signed in, but not allowed (not an admin, suspended account). */
export class PermissionError extends ApiError {
  constructor(msg: string, body?: unknown) {
    super(403, msg, body);
    this.name = 'PermissionError';
  }
}

/** 429: too many requests; `retryAfter` is the server's Retry-After in seconds, when sent. */
export class RateLimitError extends ApiError {
  /** Seconds to wait before retrying, when the server said. */
  readonly retryAfter: number | undefined;

  constructor(msg: string, body?: unknown, retryAfter?: number) {
    super(429, msg, body);
    this.name = 'RateLimitError';
    this.retryAfter = retryAfter;
  }
}
