import { titleKey } from './titleKey';

describe('titleKey (titles matched case-insensitively, hyphens as spaces)', () => {
  it('gives the stored title and its URL form the same key', () => {
    expect(titleKey('SQL-Injection  Basics ')).toBe('sql injection basics');
    expect(titleKey('sql injection basics')).toBe(titleKey('Sql-injection-basics'));
  });

  it('keeps different titles apart', () => {
    expect(titleKey('phishing')).not.toBe(titleKey('phishing 101'));
  });
});
