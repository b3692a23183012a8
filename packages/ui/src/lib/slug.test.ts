import { titleToPath } from './slug';

describe('titleToPath', () => {
  it('replaces spaces with hyphens', () => {
    expect(titleToPath('My title')).toBe('My-title');
  });

  it('collapses runs of spaces and trims the ends', () => {
    expect(titleToPath('  sql   injection basics ')).toBe('sql-injection-basics');
  });

  it('leaves an already hyphenated title alone', () => {
    expect(titleToPath('sql-injection-basics')).toBe('sql-injection-basics');
  });
});
