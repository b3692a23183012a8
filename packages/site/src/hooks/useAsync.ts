import { useEffect, useState } from 'react';
import { errorMessage } from '../lib/errorMessage';

/** State of a load: waiting, done with data, or failed with a message. */
export type AsyncState<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: string };

/** Runs `load` when `deps` change and tracks its outcome; late answers of old runs are ignored. */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
    // The caller lists what `load` depends on, as with useEffect.
  }, deps);
  return state;
}
