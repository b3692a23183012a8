import { isCommonPassword } from './isCommonPassword';
import { validateNewPassword } from './validateNewPassword';

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

describe('validateNewPassword', () => {
  it('keeps the spec rules and messages first', async () => {
    expect(await validateNewPassword('  ')).toBe('Password is required.');
    expect(await validateNewPassword('abc123')).toBe('Password must be at least 8 characters long.');
  });

  it("refuses the spec's common passwords of 8 characters or more, in any case and padding", async () => {
    for (const password of ['password', '12345678', 'password1', '123456789', ' PassWord ']) {
      expect(await validateNewPassword(password)).toBe(TOO_COMMON);
    }
  });

  it('refuses passwords on the breached-password list', async () => {
    for (const password of ['iloveyou', 'trustno1', 'sunshine1', 'qwertyuiop', 'passw0rd']) {
      expect(await validateNewPassword(password)).toBe(TOO_COMMON);
    }
  });

  it('accepts a password on neither list', async () => {
    expect(await validateNewPassword('LongEnough1!')).toBeNull();
    expect(await validateNewPassword('kitambaa-cha-bluu-42')).toBeNull();
  });
});

describe('isCommonPassword', () => {
  it("includes the spec's short common passwords, which the length rule refuses first", async () => {
    for (const password of ['123456', 'qwerty', 'admin', 'welcome', 'abc123', '12345']) {
      expect(await isCommonPassword(password)).toBe(true);
    }
  });
});
