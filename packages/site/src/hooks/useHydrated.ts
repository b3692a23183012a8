import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the browser takes a server-rendered page over, true from then on (and at once in a
 * page the browser renders itself): a form disabled until then cannot be sent natively, or filled in before the
 * page can hold what is typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
