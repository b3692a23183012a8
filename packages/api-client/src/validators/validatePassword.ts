import { MIN_PASSWORD_LENGTH } from './patterns';

/** Checks the trimmed password length (also used for the password change); `null` when long enough. */
export function validatePasswordLength(newPassword: string): string | null {
  return newPassword.trim().length < MIN_PASSWORD_LENGTH
    ? `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
    : null;
}

/** Checks a trimmed password: 'Password is required.' or the length message; `null` when valid. */
export function validatePassword(password: string): string | null {
  if (!password.trim()) return 'Password is required.';
  return validatePasswordLength(password);
}
