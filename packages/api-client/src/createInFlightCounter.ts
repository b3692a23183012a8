/** Read side of the in-flight request counter: what a loading overlay subscribes to. */
export interface InFlightCounter {
  /** Requests sent and not yet answered. */
  readonly count: number;
  /** Calls `listener` with the new count on every change; returns the unsubscribe function. */
  subscribe(listener: (count: number) => void): () => void;
}

/** The counter with the two operations the request function uses. */
export interface InFlightTracker extends InFlightCounter {
  /** One more request is in flight. */
  start(): void;
  /** One request has been answered (or failed). */
  end(): void;
}

/** Creates a counter of requests in flight (works with React's `useSyncExternalStore`). */
export function createInFlightCounter(): InFlightTracker {
  let count = 0;
  const listeners = new Set<(count: number) => void>();
  const change = (delta: number) => {
    count += delta;
    listeners.forEach((listener) => listener(count));
  };
  return {
    get count() {
      return count;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => change(1),
    end: () => change(-1),
  };
}
