import { validateRegistration } from './validateRegistration';

const valid = { email: 'jane@example.com', password: 'secret-pass', confirmPassword: 'secret-pass' };

describe('validateRegistration', () => {
  it('accepts a valid form', async () => {
    expect(await validateRegistration(valid)).toBeNull();
  });

  it('checks the email first', async () => {
    expect(await validateRegistration({ email: ' ', password: '', confirmPassword: 'x' })).toBe('Email is required.');
    expect(await validateRegistration({ ...valid, email: 'jane', password: '' })).toBe('Invalid email format.');
  });

  it('checks the password second', async () => {
    expect(await validateRegistration({ ...valid, password: '  ', confirmPassword: 'other' })).toBe(
      'Password is required.',
    );
    expect(await validateRegistration({ ...valid, password: 'short', confirmPassword: 'other' })).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(await validateRegistration({ ...valid, password: '12345678', confirmPassword: 'other' })).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
  });

  it('checks the confirmation last, comparing trimmed values', async () => {
    expect(await validateRegistration({ ...valid, confirmPassword: 'secret-pasS' })).toBe('Passwords do not match.');
    expect(await validateRegistration({ ...valid, confirmPassword: ' secret-pass ' })).toBeNull();
  });
});
