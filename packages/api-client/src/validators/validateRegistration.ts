import { validateEmail } from './validateEmail';
import { validateNewPassword } from './validateNewPassword';

/** The registration form's fields. */
export interface RegistrationForm {
  email: string;
  password: string;
  confirmPassword: string;
}

/** The refusal of a confirmation that differs from the password (spec section 5). */
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

/** Checks registration in the spec's order (email, password, match); the first message or `null`. */
export async function validateRegistration({
  email,
  password,
  confirmPassword,
}: RegistrationForm): Promise<string | null> {
  return (
    validateEmail(email) ??
    (await validateNewPassword(password)) ??
    (password.trim() !== confirmPassword.trim() ? PASSWORDS_DIFFER_MESSAGE : null)
  );
}
