import type { AsyncState } from '../hooks/useAsync';
import { errorMessage } from './errorMessage';

/** A load that has ended: its data, or its failure's message. */
export type Settled<T> = Exclude<AsyncState<T>, { status: 'loading' }>;

/**
 * The outcome of a load as data: a route loader answers it instead of throwing, so the page shows its own failure
 * message (as with useAsync) and the outcome can travel from the server to the client as JSON.
 */
export function settle<T>(load: Promise<T>): Promise<Settled<T>> {
  return load.then(
    (data): Settled<T> => ({ status: 'success', data }),
    (error: unknown): Settled<T> => ({ status: 'error', error: errorMessage(error) }),
  );
}
