import { isCommonPassword } from './isCommonPassword';
import { validatePassword } from './validatePassword';

/** The refusal of a password on the blocklist (spec list and breached passwords). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

/**
 * Checks a password being chosen (registration, password change): required, at least 8 characters, not on the
 * blocklist; the first message or `null`. Asynchronous because the blocklist loads on first use.
 */
export async function validateNewPassword(password: string): Promise<string | null> {
  return validatePassword(password) ?? ((await isCommonPassword(password)) ? COMMON_PASSWORD_MESSAGE : null);
}
