/**
 * The spec's phone rule (section 5): an optional plus, an optional area code of 1-4 digits (optionally in
 * parentheses), an optional separator, then 6-20 digits.
 */
const PHONE = /^\+?(?:\(\d{1,4}\)|\d{1,4})?[\s.-]?\d{6,20}$/;

/**
 * The same rule for numbers written in groups (`+254 712 345 678`, `0712-345-678`): an optional plus, an optional
 * area code (in parentheses, or 1-4 digits followed by a separator), then digits in groups joined by spaces, hyphens or
 * dots. The digits after the area code must number 6-20, as in the spec's rule.
 */
const GROUPED = /^(\+?)(?:(\(\d{1,4}\))[\s.-]*|(\d{1,4})[\s.-]+)?(\d+(?:[\s.-]+\d+)*)$/;

/** The message for a phone number the rule refuses (the spec's words). */
export const PHONE_MESSAGE = 'Please enter a valid phone number (6-20 digits, international format accepted)';

/**
 * A phone number as stored: trimmed and without the separators people group digits with (`+254 712 345 678`
 * becomes `+254712345678`); `null` when it does not follow the spec's rule.
 */
export function normalisePhone(text: string): string | null {
  const trimmed = text.trim();
  if (PHONE.test(trimmed)) return trimmed.replace(/[\s.-]/g, '');
  const grouped = GROUPED.exec(trimmed);
  if (!grouped) return null;
  const [, plus, parenthesised, areaCode, rest] = grouped;
  const digits = (rest ?? '').replace(/[\s.-]/g, '');
  if (digits.length < 6 || digits.length > 20) return null;
  return `${plus}${parenthesised ?? areaCode ?? ''}${digits}`;
}
