/** Longest time one file may be processed before it is rejected. */
export const PROCESSING_TIMEOUT_MS = 20_000;

/** Files one service processes at the same time. */
export const SERVICE_CONCURRENCY = 2;

/** Requests that may wait for a free slot before new ones get 503. */
export const SERVICE_QUEUE_LIMIT = 8;

/** Answer when the queue of a service is full. */
export const BUSY_MESSAGE = 'Service busy, try again shortly.';

/** Answer when one file took longer than PROCESSING_TIMEOUT_MS. */
export const TIMEOUT_MESSAGE = `Processing took longer than ${PROCESSING_TIMEOUT_MS / 1000} s; the file was rejected.`;

/** Largest rawData /encrypt-data accepts, in UTF-8 bytes (larger answers 413). */
export const MAX_RAW_DATA_BYTES = 5 * 1024 * 1024;

/**
 * Largest JSON body the gateway reads (8 MB; or the server-wide BODY_LIMIT when that is larger). It fits a
 * /decrypt-data request for the largest rawData: base64 of (5 MB + 61 bytes) is 6.67 MB, plus two PEM keys.
 */
export const GATEWAY_JSON_BODY_LIMIT = 8 * 1024 * 1024;
