import { verifyPassword } from '../../lib/verifyPassword';

/**
 * True when the password matches the stored hash as registration and password change store it: trimmed (spec section
 * 5, docs/security.md). An account whose password was stored untrimmed, before passwords were trimmed, still signs in
 * with the password as sent.
 */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const trimmed = password.trim();
  if (await verifyPassword(trimmed, stored)) return true;
  return trimmed !== password && verifyPassword(password, stored);
}
