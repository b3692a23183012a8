import { ServiceError } from '../ServiceError';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_S } from './limits';

/** Bounds how many jobs of one service run at once. */
export interface Limiter {
  /** Runs `job` when a slot is free; throws ServiceError 503 when too many are already waiting. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /**
   * Reserves a place for a call about to start (running or waiting: at most concurrency + queueLimit), or throws
   * the busy ServiceError at once. The gateway admits a call before it charges it, so a busy service never holds
   * money; the returned function gives the place back when the call ends.
   */
  admit(): () => void;
}

const busy = () => new ServiceError(503, BUSY_MESSAGE, BUSY_RETRY_AFTER_S);

/** A semaphore: `concurrency` jobs run, up to `queueLimit` wait in order, the rest are refused with 503. */
export function createLimiter(concurrency: number, queueLimit: number): Limiter {
  let active = 0;
  let admitted = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(job) {
      if (active < concurrency) active += 1;
      else if (waiting.length < queueLimit) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw busy();
      try {
        return await job();
      } finally {
        // Hand the slot straight to the next waiting job, or free it.
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
    admit() {
      if (admitted >= concurrency + queueLimit) throw busy();
      admitted += 1;
      let left = false;
      return () => {
        if (!left) admitted -= 1;
        left = true;
      };
    },
  };
}
