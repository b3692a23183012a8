import { ServiceError } from '../ServiceError';
import { BUSY_MESSAGE } from './limits';

/** Bounds how many jobs of one service run at once. */
export interface Limiter {
  /** Runs `job` when a slot is free; throws ServiceError 503 when too many are already waiting. */
  run<T>(job: () => Promise<T>): Promise<T>;
}

/** A semaphore: `concurrency` jobs run, up to `queueLimit` wait in order, the rest are refused with 503. */
export function createLimiter(concurrency: number, queueLimit: number): Limiter {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(job) {
      if (active < concurrency) active += 1;
      else if (waiting.length < queueLimit) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new ServiceError(503, BUSY_MESSAGE);
      try {
        return await job();
      } finally {
        // Hand the slot straight to the next waiting job, or free it.
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
