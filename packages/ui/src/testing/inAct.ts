import { act } from 'react';

/**
 * Stories only: runs `work` inside React's `act`, so every render it causes (from timers, scroll events, ...) has
 * happened when the promise resolves and the next assertion sees it, on a busy machine as on an idle one.
 */
export async function inAct(work: () => void | Promise<void>): Promise<void> {
  const previous: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  try {
    await act(async () => {
      await work();
    });
  } finally {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', previous);
  }
}
