import { validateContactForm } from './validateContactForm';

describe('validateContactForm', () => {
  it('reports the name error before the email error', () => {
    expect(validateContactForm({ customer_name: '', customer_email: '' })).toBe('Name is required.');
    expect(validateContactForm({ customer_name: 'Jane Doe 2', customer_email: 'bad' })).toBe(
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

  it('accepts a valid sender, with a name as people write it', () => {
    expect(validateContactForm({ customer_name: 'Jane', customer_email: 'jane@example.com' })).toBeNull();
    expect(validateContactForm({ customer_name: 'John Mwangi', customer_email: 'john@example.com' })).toBeNull();
    expect(validateContactForm({ customer_name: "Amani O'Brien-Otieno", customer_email: 'a@example.com' })).toBeNull();
  });

  it('checks the e-mail of a sender whose name has a space', () => {
    expect(validateContactForm({ customer_name: 'John Mwangi', customer_email: 'bad' })).toBe('Invalid email format.');
  });
});
