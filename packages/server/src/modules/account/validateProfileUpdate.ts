import { GENDERS, normalisePhone, PHONE_MESSAGE, validateName, validateUsername } from '@csi/api-client';
import type { ProfileBody } from './schemas';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date 'YYYY-MM-DD' before today. */
function isPastDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === text && date.getTime() < Date.now();
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
