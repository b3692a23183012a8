/** What the server answers as `msg` about an Idempotency-Key. */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 printable ASCII characters.',
  otherRequest: 'This Idempotency-Key was already used with a different request.',
  inProgress: 'A request with this Idempotency-Key is still in progress. Retry after it has finished.',
} as const;
