import type { FastifyBaseLogger } from 'fastify';

/** Work started by a request that finishes after its answer (e.g. sending mail). */
export interface BackgroundTasks {
  /** Runs `task` off the request path; a failure is logged as `what`, never thrown. */
  run(what: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has ended (the server waits for it on close; tests too). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundTasks: BackgroundTasks;
  }
}

/** Tracks background tasks so none is lost on a graceful stop. */
export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(what, task) {
      const done = task()
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
