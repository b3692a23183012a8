/** Shown for a value a person has not filled in. */
export const NOT_SET = 'Not set';

/** A value as the detail panels show it: booleans as Yes/No, empty values as 'Not set'. */
export function displayValue(value: string | number | boolean | null | undefined): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null || value === undefined || String(value).trim() === '') return NOT_SET;
  return String(value);
}
