'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False in the HTML the server renders and while the browser hydrates it, true once the component runs in the
 * browser (at once for a page rendered in the browser): what needs scripts to work renders a form that works without
 * them until then (a native `<details>` disclosure), looking the same.
 */
export function useScriptsRunning(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
