import { displayTitle } from './displayTitle';

describe('displayTitle (SPEC section 2: first letter capitalised, hyphens as spaces)', () => {
  it('given a slug, turns hyphens into spaces and capitalises the first letter', () => {
    expect(displayTitle('sql-injection-basics')).toBe('Sql injection basics');
  });

  it('keeps the rest of a slug as written', () => {
    expect(displayTitle('phishing-in-2025-AI')).toBe('Phishing in 2025 AI');
  });

  it('given a title written with spaces, keeps the hyphens that are part of its words', () => {
    expect(displayTitle('Spotting M-Pesa phishing texts in 2026')).toBe('Spotting M-Pesa phishing texts in 2026');
    expect(displayTitle('two-factor codes, explained')).toBe('Two-factor codes, explained');
  });

  it('handles an empty title', () => {
    expect(displayTitle('')).toBe('');
  });
});
