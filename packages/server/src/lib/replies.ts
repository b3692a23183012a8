import type { TSchema } from 'typebox';
import { envelope, msgOnly } from './envelope';
import { ERROR_REPLIES } from './errorBody';

/** A route's response schemas: `{ msg, data }` at 200 and the error body at every 4xx and 5xx. */
export const replies = <T extends TSchema>(data: T) => ({ 200: envelope(data), ...ERROR_REPLIES });

/** A route's response schemas when it answers `{ msg, data: null }`. */
export const NO_DATA_REPLIES = { 200: msgOnly, ...ERROR_REPLIES };
