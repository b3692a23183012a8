import { EMAIL_PATTERN } from './patterns';

/** Checks a trimmed e-mail: 'Email is required.' or 'Invalid email format.'; `null` when valid. */
export function validateEmail(email: string): string | null {
  const value = email.trim();
  if (!value) return 'Email is required.';
  if (!EMAIL_PATTERN.test(value)) return 'Invalid email format.';
  return null;
}
