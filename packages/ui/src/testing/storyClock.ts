import { userEvent } from 'storybook/test';
import { inAct } from './inAct';

/** The clock a story's play function moves by hand. */
export interface StoryClock {
  /** Moves time on by `ms`, runs every timer that falls due and lets React render the result. */
  tick(ms: number): Promise<void>;
  /** Clicks `element` (userEvent, its pauses moving this clock) and lets React render everything the click caused. */
  click(element: Element): Promise<void>;
}

interface JestTimersShim {
  advanceTimersByTime(ms: number): void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fakeClock(): Promise<{ clock: StoryClock; restore: () => void }> {
  const { vi } = await import('vitest');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // Testing Library (behind storybook/test) finds fake timers through a `jest` global and advances them by 0 ms
  // after each interaction; without it every interaction would wait forever on a frozen setTimeout(0).
  const shim: JestTimersShim = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
  Reflect.set(globalThis, 'jest', shim);
  const tick = (ms: number) =>
    inAct(() => {
      vi.advanceTimersByTime(ms);
    });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const click = (element: Element) => inAct(() => user.click(element));
  const restore = () => {
    Reflect.deleteProperty(globalThis, 'jest');
    vi.useRealTimers();
  };
  return { clock: { tick, click }, restore };
}

/**
 * Stories only: runs a play function on a frozen clock when the story runs as a Vitest browser test, so it steps
 * through the spec's real durations (3000 ms, 2000 ms, ...) without waiting for them. Timers, intervals and `Date`
 * are faked (time stands still at the moment `run` starts) and given back when `run` ends, before the accessibility check runs;
 * CSS transitions are not faked (drive those through `element.getAnimations()`). Components whose timers start
 * on mount must be mounted inside `run` (destructure `mount` in the play function). Inside `run`, assert with
 * `getBy*` after `click`/`tick` rather than `findBy*`/`waitFor`: those would move the fake clock while they poll.
 * In the Storybook UI there is no Vitest: the clock is the real one and `tick` waits.
 */
export async function withStoryClock(run: (clock: StoryClock) => Promise<void>): Promise<void> {
  if (!('__vitest_browser__' in globalThis))
    return run({ tick: realSleep, click: (element) => userEvent.click(element) });
  const { clock, restore } = await fakeClock();
  try {
    await run(clock);
  } finally {
    restore();
  }
}
