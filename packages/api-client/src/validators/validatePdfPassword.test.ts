import { validatePdfPassword } from './validatePdfPassword';

describe('validatePdfPassword', () => {
  it.each([['a'], ['1234567'], ['ñandú12']])('refuses %j, shorter than 8 characters', (password) => {
    expect(validatePdfPassword(password)).toBe('The PDF password must be at least 8 characters long.');
  });

  it('names the owner password when asked', () => {
    expect(validatePdfPassword('short', 'PDF owner password')).toBe(
      'The PDF owner password must be at least 8 characters long.',
    );
  });

  it.each([['12345678'], ['ñandú123'], ['open-sesame']])('accepts %j', (password) => {
    expect(validatePdfPassword(password)).toBeNull();
  });
});
