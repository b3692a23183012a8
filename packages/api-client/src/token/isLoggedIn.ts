import { decodeToken } from './decodeToken';

/** True when the token decodes and `now` (ms, default the current time) in seconds is below its `exp`. */
export function isLoggedIn(token: string | null, now: number = Date.now()): boolean {
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' && now / 1000 < exp;
}
