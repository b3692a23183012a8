/**
 * What schedulePeriodic needs of the server: its log and its start and stop hooks (a Fastify instance fits as it is).
 */
export interface PeriodicHost {
  log: { error(details: object, message: string): void };
  addHook(name: 'onReady', hook: () => Promise<void>): unknown;
  addHook(name: 'onClose', hook: () => Promise<void>): unknown;
}

/**
 * Runs `task` when the server is ready (before it serves) and every `everyMs` after. Runs never overlap within one
 * instance; a failed run is logged with `failure` and never fatal; on close the timer stops and a running task is
 * awaited.
 */
export function schedulePeriodic(
  host: PeriodicHost,
  everyMs: number,
  task: () => Promise<void>,
  failure: string,
): void {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = (): Promise<void> => {
    running ??= task()
      .catch((error: unknown) => host.log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  host.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  host.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
