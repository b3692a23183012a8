import { validateName } from './validateName';

describe('validateName', () => {
  it('requires a name', () => {
    expect(validateName('')).toBe('Name is required.');
    expect(validateName('   ', true)).toBe('Name is required.');
  });

  it('with the strict flag, allows letters only', () => {
    expect(validateName('Jane Doe', true)).toBe('Name must only contain letters.');
    expect(validateName('Jane1', true)).toBe('Name must only contain letters.');
    expect(validateName('Wanjiku', true)).toBeNull();
  });

  it('for a full name, allows letters and spaces', () => {
    expect(validateName('Jane-Doe')).toBe('Full name must only contain letters and spaces.');
    expect(validateName('Jane Doe')).toBeNull();
    expect(validateName('Zoë Ångström')).toBeNull();
  });

  it('needs at least 2 characters', () => {
    expect(validateName('J', true)).toBe('Name must be at least 2 characters long.');
    expect(validateName(' J ')).toBe('Name must be at least 2 characters long.');
    expect(validateName('Jo', true)).toBeNull();
  });
});
