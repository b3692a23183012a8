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
  /** The key's count in its current window and the milliseconds left of it, without counting (0 and 0 when none). */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
  /** Take back one hit of the key's current window (a request that turned out not to count); nothing when none. */
  undo(key: string): Promise<void>;
  /** Forget a key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** 'ok', 'not configured' (in-process), or why the shared store cannot be reached. */
  status(timeoutMs: number): Promise<'ok' | 'not configured' | string>;
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
    async peek(key) {
      const now = Date.now();
      const w = windows.get(key);
      return w && w.resetAt > now ? { count: w.count, resetMs: w.resetAt - now } : { count: 0, resetMs: 0 };
    },
    async undo(key) {
      const w = windows.get(key);
      if (w && w.resetAt > Date.now() && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async status() {
      return 'not configured';
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** Options of createRedisRateLimiter. */
export interface RedisLimiterOptions {
  prefix?: string;
  /** Told once per outage that counting fell back to this instance (and why), and once when Redis is back. */
  warn?: (message: string) => void;
}

/**
 * Redis limiter: INCR and PEXPIRE in one transaction, so instances share one count. While Redis cannot be reached
 * every feature keeps its limit, counted by this instance alone (a warning is logged once per outage): refusing
 * every login or API call because a counter store is down would turn a Redis outage into a full outage. Commands
 * are not queued while disconnected, so the fallback answers at once; the client reconnects by itself.
 */
export function createRedisRateLimiter(url: string, options: RedisLimiterOptions = {}): RateLimiter {
  const prefix = options.prefix ?? 'csi:rl:';
  const warn = options.warn ?? (() => undefined);
  const local = createMemoryRateLimiter();
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let degraded = false;
  const fallBack = (error: unknown) => {
    if (!degraded)
      warn(
        `Redis unreachable (${error instanceof Error ? error.message : String(error)}): rate limits are counted per instance until it is back.`,
      );
    degraded = true;
  };
  redis.on('error', fallBack);
  redis.on('ready', () => {
    if (degraded) warn('Redis reachable again: rate limits are shared again.');
    degraded = false;
  });
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      try {
        const res = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
        const count = Number(res?.[0]?.[1] ?? 0);
        const ttl = Number(res?.[2]?.[1] ?? windowMs);
        return result(count, limit, ttl < 0 ? windowMs : ttl);
      } catch (error) {
        fallBack(error);
        return local.hit(key, limit, windowMs);
      }
    },
    async peek(key) {
      const k = prefix + key;
      try {
        const res = await redis.multi().get(k).pttl(k).exec();
        const count = Number(res?.[0]?.[1] ?? 0);
        const ttl = Number(res?.[1]?.[1] ?? 0);
        return ttl > 0 ? { count, resetMs: ttl } : { count: 0, resetMs: 0 };
      } catch (error) {
        fallBack(error);
        return local.peek(key);
      }
    },
    async undo(key) {
      await local.undo(key);
      // Only a live window is decremented: DECR on an expired key would create one without an expiry.
      await redis
        .eval("if redis.call('pttl', KEYS[1]) > 0 then redis.call('decr', KEYS[1]) end return 0", 1, prefix + key)
        .catch(fallBack);
    },
    async reset(key) {
      await local.reset(key);
      await redis.del(prefix + key).catch(fallBack);
    },
    async status(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
      });
      const ping = redis.ping().then(
        () => 'ok',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      try {
        return await Promise.race([ping, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await local.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
