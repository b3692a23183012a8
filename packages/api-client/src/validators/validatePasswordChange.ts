import { validateNewPassword } from './validateNewPassword';
import { PASSWORDS_DIFFER_MESSAGE } from './validateRegistration';

/** What a sensitive change (password, API key, social code) answers without, or with a wrong, current password. */
export const CURRENT_PASSWORD_MESSAGES = {
  required: 'Enter your current password to make this change.',
  wrong: 'Your current password is not correct.',
} as const;

/** The password change form's fields. */
export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Checks a password change: current password given, new password acceptable, confirmation equal (trimmed). */
export async function validatePasswordChange({
  currentPassword,
  newPassword,
  confirmPassword,
}: PasswordChangeForm): Promise<string | null> {
  if (!currentPassword.trim()) return CURRENT_PASSWORD_MESSAGES.required;
  return (
    (await validateNewPassword(newPassword)) ??
    (newPassword.trim() !== confirmPassword.trim() ? PASSWORDS_DIFFER_MESSAGE : null)
  );
}
