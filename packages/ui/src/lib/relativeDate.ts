const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** A date, an ISO string, or a date-only string 'YYYY-MM-DD' (read as local midnight, not UTC). */
export type DateInput = Date | string | number;

/** Reads a DateInput; date-only strings are local dates so they never shift by a day. */
export function toDate(input: DateInput): Date {
  const dateOnly = typeof input === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(input) : null;
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(input);
}

type Unit = [limit: number, size: number, name: string];
const years: Unit = [Infinity, YEAR, 'year'];
const units: Unit[] = [
  [HOUR, MINUTE, 'minute'],
  [DAY, HOUR, 'hour'],
  [WEEK, DAY, 'day'],
  [MONTH, WEEK, 'week'],
  [YEAR, MONTH, 'month'],
  years,
];

/**
 * How long ago `date` was: 'just now' under a minute (and for future dates), then 'N minutes ago', hours, days,
 * weeks, months (30 days) and years (365 days), singular for 1 ('1 day ago').
 */
export function relativeDate(date: DateInput, now: Date = new Date()): string {
  const diff = now.getTime() - toDate(date).getTime();
  if (diff < MINUTE) return 'just now';
  const [, size, name] = units.find(([limit]) => diff < limit) ?? years;
  const n = Math.floor(diff / size);
  return `${n} ${name}${n === 1 ? '' : 's'} ago`;
}

// Day, month name, year: read the same in Nairobi, London and New York ('3/4/25' is 3 April in Kenya, 4 March in the US).
const medium = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const short = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Medium date with the month's name, e.g. '4 March 2025' (the article page's posted date). */
export function formatMediumDate(date: DateInput): string {
  return medium.format(toDate(date));
}

/** Short date with the month's short name, e.g. '4 Mar 2025' (the article sidebar). */
export function formatShortDate(date: DateInput): string {
  return short.format(toDate(date));
}
