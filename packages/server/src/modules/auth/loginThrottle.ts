import type { RateLimiter } from '../../plugins/rateLimiter';
import { tooManyRequests } from '../../lib/tooManyRequests';

const WINDOW_MS = 15 * 60_000;
/** Failed logins allowed per window: per account from one client IP, and per client IP over all accounts. */
export const LOGIN_LIMITS = { accountFromIp: 5, ip: 20 } as const;
const REASON = 'Too many failed login attempts.';

/**
 * Throttles failed logins per (account, IP) and per IP with the shared limiter (so it holds across instances with
 * Redis), never per account alone: someone else's failures from another address cannot lock the owner out.
 * Failures are counted in `login-fail:*`; reaching a limit sets a lock `login-lock:*` that lasts until the failure
 * window ends. `assertOpen` only reads the lock, so sign-ins at the same moment from one address never count
 * against each other.
 */
export function loginThrottle(limiter: RateLimiter) {
  const keys = (email: string, ip: string) =>
    [
      [`account:${email.toLowerCase()}|ip:${ip}`, LOGIN_LIMITS.accountFromIp],
      [`ip:${ip}`, LOGIN_LIMITS.ip],
    ] as const;
  return {
    /** Throws 429 (with Retry-After) while the account or the IP is locked. */
    async assertOpen(email: string, ip: string): Promise<void> {
      for (const [key] of keys(email, ip)) {
        const lock = await limiter.peek(`login-lock:${key}`);
        if (lock.count > 0) throw tooManyRequests(REASON, lock.resetMs);
      }
    },
    /** Counts a failure for the account and the IP; locks either one that reached its limit. */
    async recordFailure(email: string, ip: string): Promise<void> {
      for (const [key, limit] of keys(email, ip)) {
        const count = await limiter.hit(`login-fail:${key}`, limit, WINDOW_MS);
        if (count.remaining === 0) await limiter.hit(`login-lock:${key}`, 1, count.resetMs);
      }
    },
    /** Forgets the account's failures from this IP after a successful login (the IP's own count stays). */
    async recordSuccess(email: string, ip: string): Promise<void> {
      await limiter.reset(`login-fail:account:${email.toLowerCase()}|ip:${ip}`);
    },
  };
}
