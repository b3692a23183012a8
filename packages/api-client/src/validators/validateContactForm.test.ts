import { validateContactForm } from './validateContactForm';

describe('validateContactForm', () => {
  it('reports the name error before the email error', () => {
    expect(validateContactForm({ customer_name: '', customer_email: '' })).toBe('Name is required.');
    expect(validateContactForm({ customer_name: 'Jane Doe', customer_email: 'bad' })).toBe(
      'Name must only contain letters.',
    );
    expect(validateContactForm({ customer_name: 'J', customer_email: 'bad' })).toBe(
      'Name must be at least 2 characters long.',
    );
  });

  it('then checks the email', () => {
    expect(validateContactForm({ customer_name: 'Jane', customer_email: ' ' })).toBe('Email is required.');
    expect(validateContactForm({ customer_name: 'Jane', customer_email: 'jane@' })).toBe('Invalid email format.');
  });

  it('accepts a valid sender', () => {
    expect(validateContactForm({ customer_name: 'Jane', customer_email: 'jane@example.com' })).toBeNull();
  });
});
