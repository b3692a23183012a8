import { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  /** Requests left in the current window (0 when refused). */
  remaining: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
  limit: number;
}

/** A fixed-window counter shared by every instance when Redis is configured, in-process otherwise. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Forget a key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

function result(count: number, limit: number, resetMs: number): RateLimitResult {
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), resetMs: Math.max(0, resetMs), limit };
}

/** In-process limiter for a single server. */
export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return result(w.count, limit, w.resetAt - now);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** Redis limiter: INCR and PEXPIRE in one transaction, so instances share one count. */
export function createRedisRateLimiter(url: string, prefix = 'csi:rl:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      const res = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const ttl = Number(res?.[2]?.[1] ?? windowMs);
      return result(count, limit, ttl < 0 ? windowMs : ttl);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
