/** An error whose message is safe to show the client as `msg`, with the HTTP status to answer. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Extra headers to send with the answer (e.g. Retry-After). */
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
