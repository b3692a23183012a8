import { GATEWAY_PREFIX } from './GATEWAY_PREFIX';
import type { PlaygroundEnvironment } from './PlaygroundEnvironment';

/**
 * The gateway path of an endpoint, relative to the API base: `csi-p/api-live/encrypt-data`; without an endpoint,
 * the environment's own path (`csi-p/api-live`).
 */
export function playgroundPath(environment: PlaygroundEnvironment, endpoint: string): string {
  const gateway = `${GATEWAY_PREFIX}api-${environment}`;
  const path = endpoint.trim().replace(/^\/+/, '');
  return path ? `${gateway}/${path}` : gateway;
}
