/** An error whose message is safe to show the client as `msg`, with the HTTP status to answer. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Extra headers to send with the answer (e.g. Retry-After). */
    public readonly headers: Record<string, string> = {},
    /** A machine-readable `code` beside `msg`, for a refusal a client handles without reading the message. */
    public readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * The codes an error answer can carry. RECENT_AUTHENTICATION_REQUIRED: the action needs sudo mode, which this session
 * does not have (any more); confirm the identity (POST /usfw/two-factor/confirm) and send the call again.
 */
export const ERROR_CODES = ['RECENT_AUTHENTICATION_REQUIRED'] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];
