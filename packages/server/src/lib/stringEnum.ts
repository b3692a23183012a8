import { Type } from 'typebox';

/** A string that is one of `values` (`{ type: 'string', enum }`), typed as their union. */
export const stringEnum = <const T extends readonly string[]>(
  values: T,
  options: { description?: string; default?: T[number]; title?: string } = {},
) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
