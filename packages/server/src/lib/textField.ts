import { Type } from 'typebox';
import { NO_NUL } from './safeString';

/**
 * A body field: a safe string bounded by `maxLength` that defaults to '' when absent, so the route's
 * own validation answers with the spec's message ('Email is required.') rather than a schema error.
 * `title` is the label the field's form shows; a refusal names the field by it (plugins/validationMessage.ts).
 */
export const textField = (maxLength: number, title?: string) =>
  Type.String({ maxLength, pattern: NO_NUL, default: '', ...(title ? { title } : {}) });
