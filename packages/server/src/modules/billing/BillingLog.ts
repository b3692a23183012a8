/**
 * Where billing reports what it could not do, or did on its own. The server's logger (or a request's) fits as it is:
 * billing takes it by this shape, so it needs no framework types.
 */
export interface BillingLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
