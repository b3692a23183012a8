import type { IncomingHttpHeaders } from 'node:http';
import { HttpError } from '../../lib/HttpError';
import { IDEMPOTENCY_MESSAGES } from './messages';

/** The request header that carries the key. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 1 to 255 printable ASCII characters (space included; Node trims it at the ends). */
const SANE_KEY = /^[\x20-\x7E]{1,255}$/;

/** The request's Idempotency-Key, undefined when it sends none; 400 with a msg when it is not sane. */
export function readIdempotencyKey(headers: IncomingHttpHeaders): string | undefined {
  const key = headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !SANE_KEY.test(key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalidKey);
  return key;
}
