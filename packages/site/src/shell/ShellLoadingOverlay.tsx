import { LoadingOverlay } from '@csi/ui';
import { useSyncExternalStore } from 'react';
import { inFlightCount, subscribeInFlight } from '../lib/inFlightRequests';

/**
 * The ui LoadingOverlay, shown while any request of the site's client is in flight (default export: loaded lazily).
 * It follows the client once a page has loaded it (see inFlightRequests) and does not load it itself.
 */
export default function ShellLoadingOverlay() {
  const count = useSyncExternalStore(subscribeInFlight, inFlightCount, () => 0);
  return <LoadingOverlay visible={count > 0} />;
}
