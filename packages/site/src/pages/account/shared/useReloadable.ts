import { useCallback, useState } from 'react';
import { type AsyncState, useAsync } from '../../../hooks/useAsync';

/** {@link useAsync} plus a function that runs the load again. */
export function useReloadable<T>(load: () => Promise<T>, deps: readonly unknown[]): [AsyncState<T>, () => void] {
  const [tick, setTick] = useState(0);
  const state = useAsync(load, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return [state, reload];
}
