import { analyzePassword, strengthLabel } from './analyzePassword';

const metIds = (password: string) =>
  analyzePassword(password)
    .checks.filter((c) => c.met)
    .map((c) => c.id);

describe('analyzePassword', () => {
  it('lists the six checks in order with their texts', () => {
    expect(analyzePassword('x').checks.map((c) => c.text)).toEqual([
      'At least 12 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A number',
      'A special character',
      'Not a common password',
    ]);
  });

  it.each([
    ['', 0, 'WEAK'],
    ['12345', 17, 'WEAK'],
    ['abc', 33, 'MODERATE'],
    ['abcD', 50, 'MODERATE'],
    ['abcD1', 67, 'STRONG'],
    ['abcD1!', 83, 'STRONG'],
    ['abcdefghijkl', 50, 'MODERATE'],
    ['abcdefghijk1', 67, 'STRONG'],
    ['Xk9#mP2$vL7!qR', 100, 'VERY STRONG'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(analyzePassword(password)).toMatchObject({ score, label });
  });

  it('rounds the percentage to the nearest integer: 4 of 6 is 67, 5 of 6 is 83, 1 of 6 is 17', () => {
    expect(metIds('abcD1')).toHaveLength(4);
    expect(analyzePassword('abcD1').score).toBe(67);
    expect(analyzePassword('abcD1!').score).toBe(83);
    expect(analyzePassword('9').score).toBe(33);
  });

  it('flags every listed common password, ignoring case', () => {
    for (const common of ['password', 'PASSWORD', 'Password1', 'QwErTy', 'admin', 'welcome', 'abc123', '123456789']) {
      expect(metIds(common)).not.toContain('notCommon');
    }
    expect(metIds('password2')).toContain('notCommon');
  });

  it('needs 12 code points for the length check', () => {
    expect(metIds('a'.repeat(11))).not.toContain('length');
    expect(metIds('a'.repeat(12))).toContain('length');
    expect(metIds('🔒'.repeat(12))).toContain('length');
  });

  it('counts any non-letter, non-digit as special, spaces included', () => {
    expect(metIds('a b')).toContain('special');
    expect(metIds('ab1')).not.toContain('special');
  });
});

describe('strengthLabel', () => {
  it.each([
    [0, 'WEAK'],
    [29, 'WEAK'],
    [30, 'MODERATE'],
    [59, 'MODERATE'],
    [60, 'STRONG'],
    [89, 'STRONG'],
    [90, 'VERY STRONG'],
    [100, 'VERY STRONG'],
  ])('labels %i as %s', (score, label) => {
    expect(strengthLabel(score)).toBe(label);
  });
});
