import { validatePasswordChange } from './validatePasswordChange';

const valid = { currentPassword: 'old-secret-9', newPassword: 'LongEnough1!', confirmPassword: 'LongEnough1!' };

describe('validatePasswordChange', () => {
  it('accepts a complete form', async () => {
    expect(await validatePasswordChange(valid)).toBeNull();
  });

  it('asks for the current password first', async () => {
    expect(await validatePasswordChange({ ...valid, currentPassword: ' ', newPassword: '' })).toBe(
      'Enter your current password to make this change.',
    );
  });

  it('checks the new password like registration', async () => {
    expect(await validatePasswordChange({ ...valid, newPassword: 'short', confirmPassword: 'short' })).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(await validatePasswordChange({ ...valid, newPassword: 'password', confirmPassword: 'password' })).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
  });

  it('checks the confirmation last, comparing trimmed values', async () => {
    expect(await validatePasswordChange({ ...valid, confirmPassword: 'LongEnough1?' })).toBe('Passwords do not match.');
    expect(await validatePasswordChange({ ...valid, newPassword: '  LongEnough1!  ' })).toBeNull();
  });
});
