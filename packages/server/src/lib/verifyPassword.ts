import { timingSafeEqual } from 'node:crypto';
import { scryptKey } from './scryptKey';

/** True when `password` matches a `scrypt$N$r$p$salt$hash` string; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptKey(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: 256 * N * R,
  });
  return timingSafeEqual(key, expected);
}
