import { Type } from 'typebox';
import { NO_NUL } from './safeString';

/**
 * A body field: a safe string bounded by `maxLength` that defaults to '' when absent, so the route's
 * own validation answers with the spec's message ('Email is required.') rather than a schema error.
 */
export const textField = (maxLength: number) => Type.String({ maxLength, pattern: NO_NUL, default: '' });
