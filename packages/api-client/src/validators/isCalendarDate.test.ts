import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './isCalendarDate';

describe('isCalendarDate', () => {
  it('accepts real dates written YYYY-MM-DD, leap days included', () => {
    expect(isCalendarDate('2026-11-27')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it('refuses days that do not exist and other ways of writing a date', () => {
    for (const text of ['2025-02-29', '2026-13-01', '2026-04-31', '2026-1-05', '27/11/2026', '2026-11-27T00:00', ''])
      expect(isCalendarDate(text)).toBe(false);
  });
});
