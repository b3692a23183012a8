/** Value of the date selector: zero-padded strings, '' for a part not chosen yet (SPEC section 3). */
export interface DateSelectorValue {
  day: string;
  month: string;
  year: string;
}

/** How many years the year list offers (SPEC section 3). */
export const DATE_SELECTOR_YEARS = 100;

/** A value with no part chosen. */
export const EMPTY_DATE: DateSelectorValue = { day: '', month: '', year: '' };

/** Two-digit zero-padded form of a day or month: 5 gives '05'. */
export function padDatePart(part: number): string {
  return String(part).padStart(2, '0');
}

function range(count: number, first: number, step = 1): number[] {
  return Array.from({ length: count }, (_, index) => first + index * step);
}

/** '01' to '31'. */
export function dayOptions(): string[] {
  return range(31, 1).map(padDatePart);
}

/** '01' to '12'. */
export function monthOptions(): string[] {
  return range(12, 1).map(padDatePart);
}

/** The last `count` years, the current one first: 2025, 2024, ... */
export function yearOptions(now: Date = new Date(), count: number = DATE_SELECTOR_YEARS): string[] {
  return range(count, now.getFullYear(), -1).map(String);
}

/** 'YYYY-MM-DD' (a longer ISO date-time is cut) to a value; EMPTY_DATE when it does not read as a date. */
export function parseIsoDate(text: string): DateSelectorValue {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (!match) return EMPTY_DATE;
  const [, year = '', month = '', day = ''] = match;
  const valid = Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31;
  return valid ? { day, month, year } : EMPTY_DATE;
}

/** A complete value as 'YYYY-MM-DD'; '' while any part is missing. */
export function toIsoDate({ day, month, year }: DateSelectorValue): string {
  return day && month && year ? `${year}-${month}-${day}` : '';
}
