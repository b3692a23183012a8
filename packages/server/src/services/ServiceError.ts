/** A client error of a security service: `message` is the `msg` the client sees, `statusCode` the HTTP status. */
export class ServiceError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}
