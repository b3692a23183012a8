import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachable } from '../fleet/fleetEnvironment';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rateLimiter';

const redisReachable = await reachable('127.0.0.1', 6379);

/** What every limiter must do, in-process or shared through Redis. */
function limiterBehaviour(name: string, make: () => RateLimiter, skip = false) {
  describe.skipIf(skip)(name, () => {
    const limiter = make();
    // Redis connects in the background and, until then, counts in-process: wait so the shared store is what is tested.
    beforeAll(async () => {
      for (let tries = 0; !['ok', 'not configured'].includes(await limiter.status(500)); tries++) {
        if (tries === 20) throw new Error('Redis did not answer');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    });
    afterAll(() => limiter.close());
    const key = () => `test:${randomUUID()}`;

    it('counts hits in a fixed window and refuses past the limit', async () => {
      const k = key();
      expect((await limiter.hit(k, 2, 60_000)).allowed).toBe(true);
      expect((await limiter.hit(k, 2, 60_000)).allowed).toBe(true);
      const third = await limiter.hit(k, 2, 60_000);
      expect(third).toMatchObject({ allowed: false, remaining: 0, limit: 2 });
      expect(third.resetMs).toBeGreaterThan(59_000);
    });

    it('reads a count without adding to it', async () => {
      const k = key();
      expect(await limiter.peek(k)).toEqual({ count: 0, resetMs: 0 });
      await limiter.hit(k, 5, 60_000);
      await limiter.hit(k, 5, 60_000);
      for (let i = 0; i < 3; i++) expect((await limiter.peek(k)).count).toBe(2);
      expect((await limiter.peek(k)).resetMs).toBeGreaterThan(59_000);
    });

    it('takes back one hit of a live window, and nothing of a window that is gone', async () => {
      const k = key();
      await limiter.hit(k, 2, 60_000);
      await limiter.hit(k, 2, 60_000);
      await limiter.undo(k);
      expect((await limiter.peek(k)).count).toBe(1);
      expect((await limiter.hit(k, 2, 60_000)).allowed).toBe(true);
      const gone = key();
      await limiter.undo(gone);
      expect(await limiter.peek(gone)).toEqual({ count: 0, resetMs: 0 });
    });

    it('forgets a key it is told to reset', async () => {
      const k = key();
      await limiter.hit(k, 1, 60_000);
      await limiter.reset(k);
      expect(await limiter.peek(k)).toEqual({ count: 0, resetMs: 0 });
      expect((await limiter.hit(k, 1, 60_000)).allowed).toBe(true);
    });
  });
}

limiterBehaviour('the in-process limiter', createMemoryRateLimiter);
limiterBehaviour(
  'the Redis limiter',
  () => createRedisRateLimiter('redis://127.0.0.1:6379/7', { prefix: 'csi:test-rl:' }),
  !redisReachable,
);
