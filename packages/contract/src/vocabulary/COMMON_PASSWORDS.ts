/**
 * The spec's common passwords (section 5): the analyzer's "not a common password" check, and refused at registration
 * and password change beside the breached-password list (see isCommonPassword). Compared case-insensitively.
 */
export const COMMON_PASSWORDS = [
  'password',
  '123456',
  'qwerty',
  'admin',
  'welcome',
  '12345678',
  'abc123',
  'password1',
  '12345',
  '123456789',
] as const;
