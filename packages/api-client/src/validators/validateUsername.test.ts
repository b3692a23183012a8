import { validateUsername } from './validateUsername';

describe('validateUsername', () => {
  it('requires a username', () => {
    expect(validateUsername('')).toBe('Username is required.');
    expect(validateUsername('   ')).toBe('Username is required.');
  });

  it('accepts letters of any script, digits, dots, underscores and hyphens, 2 to 50 characters', () => {
    for (const name of ['jabari', 'kip.rono99', 'amina_njeri-2', 'Zoë', 'ñandú', 'मुकेश', '12', 'j'.repeat(50)]) {
      expect(validateUsername(name), name).toBeNull();
    }
  });

  it('refuses markup, spaces, @, + and invisible characters, naming the allowed characters', () => {
    for (const name of [
      '<img src=x onerror=alert(1)>',
      'jabari njoroge',
      'a@example.com',
      'amina+csi',
      'ja\u200bbari',
    ]) {
      expect(validateUsername(name), name).toBe(
        'Username may only contain letters, digits, dots (.), underscores (_) and hyphens (-).',
      );
    }
  });

  it('refuses fewer than 2 or more than 50 characters', () => {
    expect(validateUsername('j')).toBe('Username must be between 2 and 50 characters.');
    expect(validateUsername('j'.repeat(51))).toBe('Username must be between 2 and 50 characters.');
  });
});
