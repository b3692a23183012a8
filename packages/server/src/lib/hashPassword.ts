import { randomBytes } from 'node:crypto';
import { scryptKey } from './scryptKey';

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/** Hashes a password with scrypt (N=2^15, r=8, p=1, 64-byte key, 16-byte salt) as `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptKey(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 256 * N * R });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}
