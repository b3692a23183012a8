/** A load a route starts ahead of its page, which then takes that same request instead of sending another. */
export interface Prefetchable<T> {
  /** Starts the load, unless one started early is still waiting to be taken. */
  prefetch(): void;
  /** The early load when there is one (taken once), else a fresh one. */
  take(): Promise<T>;
}

/**
 * Wraps a page's data load so that the first screen's data is requested while its chunks download
 * (preloadRoute calls the route's `handle.prefetch`), not after they have loaded and rendered.
 */
export function prefetchable<T>(load: () => Promise<T>): Prefetchable<T> {
  let early: Promise<T> | undefined;
  return {
    prefetch() {
      if (early) return;
      early = load();
      // Its failure is the page's to show when it takes it; until then it is not unhandled.
      early.catch(() => undefined);
    },
    take() {
      const taken = early ?? load();
      early = undefined;
      return taken;
    },
  };
}
