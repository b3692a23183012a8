import { validateNewPassword } from './validateNewPassword';
import { PASSWORDS_DIFFER_MESSAGE } from './validateRegistration';

/** What a sensitive change (password, API key, social code) answers without, or with a wrong, current password. */
export const CURRENT_PASSWORD_MESSAGES = {
  required: 'Enter your current password to make this change.',
  wrong: 'Your current password is not correct.',
} as const;

/** The new-password fields of the password change form. */
export interface PasswordChangeForm {
  newPassword: string;
  confirmPassword: string;
}

/**
 * Checks a new password and its confirmation (compared trimmed) like registration does. The current password is the
 * server's to judge: a session just signed in by a one-time code (recovery) may leave it empty.
 */
export async function validatePasswordChange({
  newPassword,
  confirmPassword,
}: PasswordChangeForm): Promise<string | null> {
  return (
    (await validateNewPassword(newPassword)) ??
    (newPassword.trim() !== confirmPassword.trim() ? PASSWORDS_DIFFER_MESSAGE : null)
  );
}
