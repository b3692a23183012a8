import { displayTitle } from './formatTitle';

describe('displayTitle', () => {
  it('turns hyphens into spaces and capitalises the first letter', () => {
    expect(displayTitle('sql-injection-basics')).toBe('Sql injection basics');
  });

  it('keeps the rest of the title as written', () => {
    expect(displayTitle('phishing-in-2025-AI')).toBe('Phishing in 2025 AI');
  });

  it('handles an empty title', () => {
    expect(displayTitle('')).toBe('');
  });
});
