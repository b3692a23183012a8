/** An ISO date-time from a timestamp column (a Date at run time; typed loosely by the schema's nested column types). */
export const toIsoString = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();
