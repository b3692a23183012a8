import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` when the server is ready (before it serves) and every `everyMs` after. Runs never overlap within one
 * instance; a failed run is logged with `failure` and never fatal; on close the timer stops and a running task is
 * awaited.
 */
export function schedulePeriodic(
  app: FastifyInstance,
  everyMs: number,
  task: () => Promise<void>,
  failure: string,
): void {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = (): Promise<void> => {
    running ??= task()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
