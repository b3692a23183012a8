/** A running vacuum timer. */
export interface VacuumSchedule {
  /** Stops the timer and waits for a vacuum in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `vacuum` every `intervalMs` (an unref'd timer, so it never keeps the process alive). The embedded database
 * has no autovacuum: without this, dead rows of updated wallets and settled charges grow the files without bound.
 */
export function scheduleVacuum(
  vacuum: () => Promise<void>,
  intervalMs: number,
  onError: (error: Error) => void,
): VacuumSchedule {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = vacuum()
      .catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
