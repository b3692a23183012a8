import { useEffect, useState } from 'react';

/** Longest wait for an idle period once the window has loaded. */
export const IDLE_AFTER_LOAD_TIMEOUT_MS = 2000;

/** The wait instead of an idle period where the browser has no requestIdleCallback. */
export const IDLE_FALLBACK_DELAY_MS = 50;

/** Runs `callback` in the browser's next idle period (or after a short timer where there is no requestIdleCallback). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_AFTER_LOAD_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, IDLE_FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/**
 * False on the first render, true once the window's load event has fired and the browser then had an idle moment:
 * what waits for it (the shell's loading overlay and its HTTP client) never delays the first page's paint.
 */
export function useIdleAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let cancelIdle: (() => void) | undefined;
    const onLoad = () => {
      cancelIdle = whenIdle(() => setReady(true));
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle?.();
    };
  }, [ready]);
  return ready;
}
