/** The two gateways of the playground. */
export type PlaygroundEnvironment = 'live' | 'sandbox';

/** The gateway path of an endpoint, relative to the API base: `csi-p/api-live/encrypt-data`. */
export function playgroundPath(environment: PlaygroundEnvironment, endpoint: string): string {
  return `csi-p/api-${environment}/${endpoint.trim().replace(/^\/+/, '')}`;
}

/** The full gateway URL of an endpoint (what the playground shows for copying). */
export function playgroundUrl(base: string, environment: PlaygroundEnvironment, endpoint: string): string {
  return `${base.replace(/\/+$/, '')}/${playgroundPath(environment, endpoint)}`;
}
