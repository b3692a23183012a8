import { validateName } from './validateName';

describe('validateName', () => {
  it('requires a name', () => {
    expect(validateName('')).toBe('Name is required.');
    expect(validateName('   ', 'person')).toBe('Name is required.');
  });

  it("for a person's name (the contact form), allows letters, spaces, hyphens and apostrophes", () => {
    expect(validateName('John Mwangi', 'person')).toBeNull();
    expect(validateName("Wanjiru O'Brien-Otieno", 'person')).toBeNull();
    expect(validateName('Zoë N’Dour', 'person')).toBeNull();
    expect(validateName('Wanjiku', 'person')).toBeNull();
  });

  it("for a person's name, refuses digits, other signs and names without a letter with 'Name must only contain letters.'", () => {
    expect(validateName('John Mwangi 2', 'person')).toBe('Name must only contain letters.');
    expect(validateName('W4lker', 'person')).toBe('Name must only contain letters.');
    expect(validateName('john@example.com', 'person')).toBe('Name must only contain letters.');
    expect(validateName("-- '", 'person')).toBe('Name must only contain letters.');
  });

  it('for a full name (the default), allows letters and spaces only', () => {
    expect(validateName('Jane-Doe')).toBe('Full name must only contain letters and spaces.');
    expect(validateName('W4lker', 'fullName')).toBe('Full name must only contain letters and spaces.');
    expect(validateName('Jane Doe')).toBeNull();
    expect(validateName('Zoë Ångström')).toBeNull();
  });

  it('needs at least 2 characters', () => {
    expect(validateName('J', 'person')).toBe('Name must be at least 2 characters long.');
    expect(validateName(' J ')).toBe('Name must be at least 2 characters long.');
    expect(validateName('Jo', 'person')).toBeNull();
  });
});
