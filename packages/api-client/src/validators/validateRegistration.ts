import { validateEmail } from './validateEmail';
import { validatePassword } from './validatePassword';

/** The registration form's fields. */
export interface RegistrationForm {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Checks registration in the spec's order (email, password, match); the first message or `null`. */
export function validateRegistration({ email, password, confirmPassword }: RegistrationForm): string | null {
  return (
    validateEmail(email) ??
    validatePassword(password) ??
    (password.trim() !== confirmPassword.trim() ? 'Passwords do not match.' : null)
  );
}
