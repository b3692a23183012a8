import { PERSON_NAME_PATTERN } from './patterns';

/**
 * Which characters a name may hold: `person` a name as people write it (letters, spaces, hyphens, apostrophes:
 * the contact form, 'Name must only contain letters.' otherwise); `fullName` letters and spaces (the account's
 * full name, 'Full name must only contain letters and spaces.' otherwise).
 */
export type NameRule = 'person' | 'fullName';

const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;

/**
 * Checks a trimmed name: required, then the characters of its `rule`, then at least 2 characters. The first
 * message or `null`.
 */
export function validateName(name: string, rule: NameRule = 'fullName'): string | null {
  const value = name.trim();
  if (!value) return 'Name is required.';
  if (rule === 'person' && !PERSON_NAME_PATTERN.test(value)) return 'Name must only contain letters.';
  if (rule === 'fullName' && !LETTERS_AND_SPACES.test(value)) return 'Full name must only contain letters and spaces.';
  if (value.length < 2) return 'Name must be at least 2 characters long.';
  return null;
}
