const LETTERS = /^\p{L}+$/u;
const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;

/**
 * Checks a trimmed name: required, then letters only (`strict`) or letters and spaces (a full
 * name), then at least 2 characters. The first message or `null`.
 */
export function validateName(name: string, strict = false): string | null {
  const value = name.trim();
  if (!value) return 'Name is required.';
  if (strict && !LETTERS.test(value)) return 'Name must only contain letters.';
  if (!strict && !LETTERS_AND_SPACES.test(value)) return 'Full name must only contain letters and spaces.';
  if (value.length < 2) return 'Name must be at least 2 characters long.';
  return null;
}
