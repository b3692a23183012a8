import type { HireRequest } from '../types/HireRequest';
import { isCalendarDate } from './isCalendarDate';
import { normalisePhone, PHONE_MESSAGE } from './normalisePhone';
import { EMAIL_PATTERN, PERSON_NAME_PATTERN } from './patterns';

/** The fields the hire form checks. */
export type HireRequestChecked = Pick<
  HireRequest,
  'fullName' | 'email' | 'phone' | 'projectTitle' | 'projectDescription' | 'agreement'
> &
  Partial<Pick<HireRequest, 'deadline'>>;

/** The message for a deadline that is not a date, or a date already past. */
export const DEADLINE_MESSAGE = 'Please choose a deadline from today onwards';

/**
 * The earliest date that is still today somewhere (UTC-12), as 'YYYY-MM-DD': a deadline before it has passed for
 * everyone, whatever the time zone of the person who chose it.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60_000).toISOString().slice(0, 10);
}

/** True for an empty deadline, or a real calendar date 'YYYY-MM-DD' that has not passed. */
function isOpenDeadline(deadline: string, now: Date): boolean {
  return deadline === '' || (isCalendarDate(deadline) && deadline >= earliestToday(now));
}

/** True when the trimmed text has between `min` and `max` characters. */
const lengthBetween = (text: string, min: number, max: number) => {
  const length = text.trim().length;
  return length >= min && length <= max;
};

/** Checks the hire form in the spec's order; the first message or `null`. */
export function validateHireRequest(request: HireRequestChecked, now: Date = new Date()): string | null {
  const fullName = request.fullName.trim();
  if (!PERSON_NAME_PATTERN.test(fullName) || !lengthBetween(fullName, 2, 100))
    return 'Please enter a valid full name (2-100 characters)';
  if (!EMAIL_PATTERN.test(request.email.trim())) return 'Please enter a valid email address';
  if (normalisePhone(request.phone) === null) return PHONE_MESSAGE;
  if (!lengthBetween(request.projectTitle, 5, 200)) return 'Project title must be between 5-200 characters';
  if (!lengthBetween(request.projectDescription, 50, 5000)) {
    return 'Project description must be between 50-5000 characters';
  }
  if (!isOpenDeadline((request.deadline ?? '').trim(), now)) return DEADLINE_MESSAGE;
  if (!request.agreement) return 'You must agree to the terms to continue';
  return null;
}
