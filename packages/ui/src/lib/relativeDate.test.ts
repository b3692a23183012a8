import { formatMediumDate, formatShortDate, relativeDate, toDate } from './relativeDate';

const now = new Date(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeDate', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [MIN, '1 minute ago'],
    [59 * MIN, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [29 * DAY, '4 weeks ago'],
    [30 * DAY, '1 month ago'],
    [364 * DAY, '12 months ago'],
    [365 * DAY, '1 year ago'],
    [3 * 365 * DAY, '3 years ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeDate(ago(ms), now)).toBe(text);
  });

  it('reads a future date as just now', () => {
    expect(relativeDate(new Date(now.getTime() + DAY), now)).toBe('just now');
  });

  it('accepts ISO strings and date-only strings', () => {
    expect(relativeDate('2025-06-13', now)).toBe('2 days ago');
    expect(relativeDate(ago(2 * HOUR).toISOString(), now)).toBe('2 hours ago');
  });
});

describe('date formats, day before month so no reader takes one for the other', () => {
  it('formats the medium date as "4 March 2025"', () => {
    expect(formatMediumDate(new Date(2025, 2, 4))).toBe('4 March 2025');
  });

  it('formats the short date as "4 Mar 2025"', () => {
    expect(formatShortDate(new Date(2025, 2, 4))).toBe('4 Mar 2025');
  });

  it('reads a date-only string as that local day', () => {
    expect(toDate('2025-03-04').getDate()).toBe(4);
    expect(formatMediumDate('2025-03-04')).toBe('4 March 2025');
  });
});
