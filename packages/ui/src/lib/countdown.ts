/** Milliseconds between two countdown ticks (SPEC section 9). */
export const COUNTDOWN_TICK_MS = 1000;
/** Days in a countdown month: the countdown counts a month as 30 days (SPEC section 9). */
export const COUNTDOWN_MONTH_DAYS = 30;

/** The time left, split into the units the countdown shows. */
export interface CountdownParts {
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Splits the time from `now` to `target` into months (30 days), weeks, days, hours, minutes, seconds; all zero once the target has passed. */
export function countdownParts(target: Date, now: Date): CountdownParts {
  let left = Math.max(0, target.getTime() - now.getTime());
  const take = (unit: number) => {
    const n = Math.floor(left / unit);
    left -= n * unit;
    return n;
  };
  return {
    months: take(COUNTDOWN_MONTH_DAYS * DAY),
    weeks: take(7 * DAY),
    days: take(DAY),
    hours: take(HOUR),
    minutes: take(MINUTE),
    seconds: take(SECOND),
  };
}

/** True when every part is zero (the target has been reached). */
export function isCountdownDone(parts: CountdownParts): boolean {
  return Object.values(parts).every((n) => n === 0);
}
