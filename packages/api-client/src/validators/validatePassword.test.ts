import { validatePassword } from './validatePassword';

describe('validatePassword', () => {
  it('requires a password, trimmed', () => {
    expect(validatePassword('')).toBe('Password is required.');
    expect(validatePassword('    ')).toBe('Password is required.');
  });

  it('needs at least 8 characters after trimming', () => {
    expect(validatePassword('1234567')).toBe('Password must be at least 8 characters long.');
    expect(validatePassword('  1234567  ')).toBe('Password must be at least 8 characters long.');
    expect(validatePassword('long-enough')).toBeNull();
  });
});
