/** Bounds of a username, in characters (code points), after trimming. */
export const USERNAME_LENGTH = { min: 2, max: 50 } as const;

/**
 * Runs of characters a username may not hold. A username is letters of any script (with their combining marks),
 * digits, dots, underscores and hyphens: no spaces, no markup, no invisible characters, so it reads the same
 * wherever it is shown.
 */
export const USERNAME_DISALLOWED = /[^\p{L}\p{M}\p{Nd}._-]+/gu;

const USERNAME_PATTERN = /^[\p{L}\p{M}\p{Nd}._-]+$/u;

/** Checks a username (trimmed): required, its characters, then its length. The first message or `null`. */
export function validateUsername(username: string): string | null {
  const value = username.trim();
  if (!value) return 'Username is required.';
  if (!USERNAME_PATTERN.test(value)) {
    return 'Username may only contain letters, digits, dots (.), underscores (_) and hyphens (-).';
  }
  const length = [...value].length;
  if (length < USERNAME_LENGTH.min || length > USERNAME_LENGTH.max) {
    return `Username must be between ${USERNAME_LENGTH.min} and ${USERNAME_LENGTH.max} characters.`;
  }
  return null;
}
