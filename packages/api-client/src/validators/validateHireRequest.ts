import type { HireRequest } from '../types/HireRequest';
import { EMAIL_PATTERN, PERSON_NAME_PATTERN } from './patterns';

const PHONE = /^\+?(?:\(\d{1,4}\)|\d{1,4})?[\s.-]?\d{6,20}$/;
export { PHONE as PHONE_PATTERN }; // the spec's phone rule, shared with the server's profile update

/** The fields the hire form checks. */
export type HireRequestChecked = Pick<
  HireRequest,
  'fullName' | 'email' | 'phone' | 'projectTitle' | 'projectDescription' | 'agreement'
>;

/** True when the trimmed text has between `min` and `max` characters. */
const lengthBetween = (text: string, min: number, max: number) => {
  const length = text.trim().length;
  return length >= min && length <= max;
};

/** Checks the hire form in the spec's order; the first message or `null`. */
export function validateHireRequest(request: HireRequestChecked): string | null {
  const fullName = request.fullName.trim();
  if (!PERSON_NAME_PATTERN.test(fullName) || !lengthBetween(fullName, 2, 100))
    return 'Please enter a valid full name (2-100 characters)';
  if (!EMAIL_PATTERN.test(request.email.trim())) return 'Please enter a valid email address';
  if (!PHONE.test(request.phone.trim())) {
    return 'Please enter a valid phone number (6-20 digits, international format accepted)';
  }
  if (!lengthBetween(request.projectTitle, 5, 200)) return 'Project title must be between 5-200 characters';
  if (!lengthBetween(request.projectDescription, 50, 5000)) {
    return 'Project description must be between 50-5000 characters';
  }
  if (!request.agreement) return 'You must agree to the terms to continue';
  return null;
}
