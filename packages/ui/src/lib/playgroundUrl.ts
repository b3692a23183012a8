/** Where a playground request goes: the sandbox or the live API (SPEC section 4, default live). */
export type PlaygroundEnvironment = 'sandbox' | 'live';

/** The two URL bases of the playground, e.g. 'https://api.example.com/csi-p/api-live'. */
export interface PlaygroundBases {
  /** Base of live requests. */
  liveBase: string;
  /** Base of sandbox requests. */
  sandboxBase: string;
}

/** The paths of an API's comma-separated `endpoint` field, trimmed, empty entries dropped. */
export function splitEndpoints(endpoint: string): string[] {
  return endpoint
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
}

/** The URL of an endpoint: the live base for live, otherwise the sandbox base, joined with exactly one slash. */
export function playgroundUrl(bases: PlaygroundBases, environment: PlaygroundEnvironment, endpoint: string): string {
  const base = environment === 'live' ? bases.liveBase : bases.sandboxBase;
  if (!endpoint) return base;
  return `${base.replace(/\/+$/, '')}/${endpoint.replace(/^\/+/, '')}`;
}
