import { MIN_PASSWORD_LENGTH } from './patterns';

/**
 * Checks a password as the user typed it, trimmed (spec section 5): 'Password is required.' or the length message;
 * `null` when valid. Clients send the trimmed password and the server trims it again, so the checked, the stored and
 * the signing-in password are one string.
 */
export function validatePassword(password: string): string | null {
  const trimmed = password.trim();
  if (!trimmed) return 'Password is required.';
  return trimmed.length < MIN_PASSWORD_LENGTH
    ? `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
    : null;
}
