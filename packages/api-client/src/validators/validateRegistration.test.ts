import { validateRegistration } from './validateRegistration';

const valid = { email: 'jane@example.com', password: 'secret-pass', confirmPassword: 'secret-pass' };

describe('validateRegistration', () => {
  it('accepts a valid form', () => {
    expect(validateRegistration(valid)).toBeNull();
  });

  it('checks the email first', () => {
    expect(validateRegistration({ email: ' ', password: '', confirmPassword: 'x' })).toBe('Email is required.');
    expect(validateRegistration({ ...valid, email: 'jane', password: '' })).toBe('Invalid email format.');
  });

  it('checks the password second', () => {
    expect(validateRegistration({ ...valid, password: '  ', confirmPassword: 'other' })).toBe('Password is required.');
    expect(validateRegistration({ ...valid, password: 'short', confirmPassword: 'other' })).toBe(
      'Password must be at least 8 characters long.',
    );
  });

  it('checks the confirmation last, comparing trimmed values', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'secret-pasS' })).toBe('Passwords do not match.');
    expect(validateRegistration({ ...valid, confirmPassword: ' secret-pass ' })).toBeNull();
  });
});
