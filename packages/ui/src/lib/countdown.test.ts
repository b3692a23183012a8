import { COUNTDOWN_MONTH_DAYS, COUNTDOWN_TICK_MS, countdownParts, isCountdownDone } from './countdown';

const target = new Date(2025, 8, 20, 0, 0, 0); // 20 September 2025 00:00, the community launch

describe('countdownParts', () => {
  it('uses the spec numbers: 30-day months and a 1000 ms tick', () => {
    expect(COUNTDOWN_MONTH_DAYS).toBe(30);
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });

  it('counts a month as 30 days', () => {
    expect(countdownParts(target, new Date(2025, 7, 21))).toEqual({
      months: 1,
      weeks: 0,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('splits 29 days into 4 weeks and 1 day, not a month', () => {
    expect(countdownParts(target, new Date(2025, 7, 22))).toMatchObject({ months: 0, weeks: 4, days: 1 });
  });

  it('splits a mixed remainder into every unit', () => {
    // 1 Jul 2025 10:20:30 → 20 Sep 2025: 80 days 13:39:30 = 2 months, 2 weeks, 6 days.
    expect(countdownParts(target, new Date(2025, 6, 1, 10, 20, 30))).toEqual({
      months: 2,
      weeks: 2,
      days: 6,
      hours: 13,
      minutes: 39,
      seconds: 30,
    });
  });

  it('shows one second just before the target', () => {
    expect(countdownParts(target, new Date(target.getTime() - 1000)).seconds).toBe(1);
  });

  it('stops at zeros at and after the target', () => {
    const zeros = { months: 0, weeks: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(target, target)).toEqual(zeros);
    expect(countdownParts(target, new Date(2026, 0, 1))).toEqual(zeros);
    expect(isCountdownDone(countdownParts(target, new Date(2026, 0, 1)))).toBe(true);
    expect(isCountdownDone(countdownParts(target, new Date(2025, 8, 19)))).toBe(false);
  });
});
