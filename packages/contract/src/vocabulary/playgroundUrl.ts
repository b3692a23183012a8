import type { PlaygroundEnvironment } from './PlaygroundEnvironment';
import { playgroundPath } from './playgroundPath';

/**
 * The full gateway URL of an endpoint, what the playground shows for copying: the API base, then
 * `csi-p/api-live` or `csi-p/api-sandbox`, then the endpoint path, joined with exactly one slash each.
 */
export function playgroundUrl(base: string, environment: PlaygroundEnvironment, endpoint: string): string {
  return `${base.replace(/\/+$/, '')}/${playgroundPath(environment, endpoint)}`;
}
