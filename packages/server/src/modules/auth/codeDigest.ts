import { createHash, timingSafeEqual } from 'node:crypto';
import { randomHex } from '../../lib/randomHex';

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

/** Stores a one-time code as `salt$sha256hex` with a fresh per-row salt. */
export function codeDigest(code: string): string {
  const salt = randomHex(16);
  return `${salt}$${digest(salt, code).toString('hex')}`;
}

/** True when `code` matches a stored `salt$sha256hex`; compares in constant time. */
export function codeMatches(code: string, stored: string): boolean {
  const [salt = '', hex = ''] = stored.split('$');
  const expected = Buffer.from(hex, 'hex');
  const actual = digest(salt, code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
