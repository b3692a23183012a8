import { data } from 'react-router-dom';
import type { Settled } from './settle';

/**
 * A loader's outcome, answered with status 404 when the lookup succeeded but found nothing (`missing`): the server
 * sends the page (its own not-found content) with a real 404 status, and the browser renders the same data.
 */
export function notFoundStatus<T>(settled: Settled<T>, missing: (found: T) => boolean) {
  return settled.status === 'success' && missing(settled.data) ? data(settled, { status: 404 }) : settled;
}
