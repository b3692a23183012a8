import { validatePasswordChange } from './validatePasswordChange';

const valid = { newPassword: 'LongEnough1!', confirmPassword: 'LongEnough1!' };

describe('validatePasswordChange', () => {
  it('accepts a new password and its confirmation', async () => {
    expect(await validatePasswordChange(valid)).toBeNull();
  });

  it('checks the new password like registration', async () => {
    expect(await validatePasswordChange({ newPassword: '', confirmPassword: '' })).toBe('Password is required.');
    expect(await validatePasswordChange({ newPassword: 'short', confirmPassword: 'short' })).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(await validatePasswordChange({ newPassword: 'password', confirmPassword: 'password' })).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
  });

  it('checks the confirmation last, comparing trimmed values', async () => {
    expect(await validatePasswordChange({ ...valid, confirmPassword: 'LongEnough1?' })).toBe('Passwords do not match.');
    expect(await validatePasswordChange({ ...valid, newPassword: '  LongEnough1!  ' })).toBeNull();
  });
});
