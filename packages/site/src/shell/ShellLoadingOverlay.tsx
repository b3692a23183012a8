import { LoadingOverlay } from '@csi/ui';
import { useSyncExternalStore } from 'react';
import { client } from '../client';

/** The ui LoadingOverlay, shown while any request of the site's client is in flight (default export: loaded lazily). */
export default function ShellLoadingOverlay() {
  const count = useSyncExternalStore(client.inFlight.subscribe, () => client.inFlight.count);
  return <LoadingOverlay visible={count > 0} />;
}
