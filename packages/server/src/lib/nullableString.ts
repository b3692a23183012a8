import { Type } from 'typebox';

/** A string or null (`{ type: ['string', 'null'] }`). */
export const nullableString = (options: { description?: string } = {}) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
