import {
  GENDERS,
  isCalendarDate,
  normalisePhone,
  PHONE_MESSAGE,
  validateName,
  validateUsername,
} from '@csi/api-client';
import type { ProfileBody } from './schemas';

/** True for a real calendar date 'YYYY-MM-DD' before today. */
function isPastDate(text: string): boolean {
  return isCalendarDate(text) && new Date(`${text}T00:00:00Z`).getTime() < Date.now();
}

/** Checks the basic profile update in field order; the first message or `null`. */
export function validateProfileUpdate(body: ProfileBody): string | null {
  const username = validateUsername(body.username);
  if (username) return username;
  const gender = body.gender.trim();
  if (gender && !(GENDERS as readonly string[]).includes(gender)) return 'Gender must be Male, Female or Other.';
  const dateOfBirth = body.dateOfBirth.trim();
  if (dateOfBirth && !isPastDate(dateOfBirth)) return 'Date of birth must be a valid past date (YYYY-MM-DD).';
  const phone = body.phoneNumber.trim();
  if (phone && normalisePhone(phone) === null) return PHONE_MESSAGE;
  return validateName(body.fullName);
}
