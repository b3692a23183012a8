/** Where the API gateway's paths start, relative to the API base: `csi-p/api-live/...`, `csi-p/api-sandbox/...`. */
export const GATEWAY_PREFIX = 'csi-p/';
