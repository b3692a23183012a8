/** Bounds a text field can carry. */
export interface FieldRules {
  /** The field must not be empty (whitespace only counts as empty). */
  required?: boolean;
  /** Fewest characters allowed when not empty. */
  minLength?: number;
  /** Most characters allowed. */
  maxLength?: number;
}

/** '{label} field is required.' when `value` is empty or whitespace only, else undefined (SPEC section 5). */
export function requiredFieldError(label: string, value: string): string | undefined {
  return value.trim() === '' ? `${label} field is required.` : undefined;
}

/** The first broken rule of a field as a message, or undefined when `value` is valid. */
export function fieldError(
  label: string,
  value: string,
  { required, minLength, maxLength }: FieldRules,
): string | undefined {
  if (value.trim() === '') return required ? requiredFieldError(label, value) : undefined;
  if (minLength !== undefined && value.length < minLength) return `${label} must be at least ${minLength} characters.`;
  if (maxLength !== undefined && value.length > maxLength) return `${label} must be at most ${maxLength} characters.`;
  return undefined;
}
