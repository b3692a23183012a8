/** A client error of a security service: `message` is the `msg` the client sees, `statusCode` the HTTP status. */
export class ServiceError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Seconds after which a retry may succeed (sent as Retry-After), for busy and rate answers. */
    public readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}
