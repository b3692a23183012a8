import type { InFlightCounter } from '@csi/api-client';

let counter: InFlightCounter | undefined;
const registered = new Set<() => void>();

/**
 * Makes the site's HTTP client's in-flight counter known to the shell (client.ts calls it as it loads). The shell's
 * loading overlay follows the client once some page has loaded it, instead of loading the client itself: a page that
 * sends no request (the home page) never loads the client at all.
 */
export function registerInFlightCounter(inFlight: InFlightCounter): void {
  counter = inFlight;
  registered.forEach((notify) => notify());
}

/** Subscribes to the count of requests in flight, including a client registered later (useSyncExternalStore). */
export function subscribeInFlight(onChange: () => void): () => void {
  let unsubscribeCounter = counter?.subscribe(onChange);
  const onRegistered = () => {
    unsubscribeCounter?.();
    unsubscribeCounter = counter?.subscribe(onChange);
    onChange();
  };
  registered.add(onRegistered);
  return () => {
    registered.delete(onRegistered);
    unsubscribeCounter?.();
  };
}

/** Requests of the site's client in flight now (0 before the client has loaded). */
export const inFlightCount = (): number => counter?.count ?? 0;
