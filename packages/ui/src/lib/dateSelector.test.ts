import {
  dayOptions,
  EMPTY_DATE,
  monthOptions,
  padDatePart,
  parseIsoDate,
  toIsoDate,
  yearOptions,
} from './dateSelector';

describe('dateSelector', () => {
  it('pads days and months to two digits', () => {
    expect(padDatePart(5)).toBe('05');
    expect(padDatePart(12)).toBe('12');
  });

  it('offers days 01-31 and months 01-12', () => {
    expect(dayOptions()).toHaveLength(31);
    expect(dayOptions()[0]).toBe('01');
    expect(dayOptions().at(-1)).toBe('31');
    expect(monthOptions()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });

  it('offers the last 100 years, the current one first', () => {
    const years = yearOptions(new Date(2025, 5, 1));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe('2025');
    expect(years[1]).toBe('2024');
    expect(years.at(-1)).toBe('1926');
  });

  it('parses YYYY-MM-DD and ISO date-times', () => {
    expect(parseIsoDate('1990-09-05')).toEqual({ day: '05', month: '09', year: '1990' });
    expect(parseIsoDate('1990-09-05T00:00:00.000Z')).toEqual({ day: '05', month: '09', year: '1990' });
  });

  it('reads anything else as empty', () => {
    expect(parseIsoDate('')).toEqual(EMPTY_DATE);
    expect(parseIsoDate('Not set')).toEqual(EMPTY_DATE);
    expect(parseIsoDate('1990-13-05')).toEqual(EMPTY_DATE);
    expect(parseIsoDate('1990-09-00')).toEqual(EMPTY_DATE);
  });

  it('formats a complete value and refuses a partial one', () => {
    expect(toIsoDate({ day: '05', month: '09', year: '1990' })).toBe('1990-09-05');
    expect(toIsoDate({ day: '05', month: '', year: '1990' })).toBe('');
  });

  it('round-trips through parse and format', () => {
    expect(toIsoDate(parseIsoDate('2001-01-31'))).toBe('2001-01-31');
  });
});
