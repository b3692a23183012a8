import { describe, expect, it } from 'vitest';
import { createLimiter } from './createLimiter';
import { BUSY_MESSAGE } from './limits';

describe('createLimiter', () => {
  it('runs at most `concurrency` jobs at once, queues `queueLimit` more and refuses the rest with 503', async () => {
    const limiter = createLimiter(2, 1);
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const job = () =>
      limiter.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return 'done';
      });
    const accepted = [job(), job(), job()];
    await expect(job()).rejects.toMatchObject({ statusCode: 503, message: BUSY_MESSAGE });
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done']);
    expect(peak).toBe(2);
  });

  it('frees the slot when a job fails', async () => {
    const limiter = createLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
