import { validateEmail } from './validateEmail';

describe('validateEmail', () => {
  it.each([
    ['', 'Email is required.'],
    ['   ', 'Email is required.'],
    ['jane', 'Invalid email format.'],
    ['jane@example', 'Invalid email format.'],
    ['ja ne@example.com', 'Invalid email format.'],
    ['jane@@example.com', 'Invalid email format.'],
  ])('rejects %j with %j', (email, message) => {
    expect(validateEmail(email)).toBe(message);
  });

  it('accepts an address, trimmed', () => {
    expect(validateEmail('  jane@example.co.ke ')).toBeNull();
  });
});
