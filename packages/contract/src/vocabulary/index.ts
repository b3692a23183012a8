// `@csi/contract/vocabulary` (re-exported as `@csi/api-client/vocabulary`): the words the packages, the site and the
// server share (playground methods and environments, gateway URLs, body examples, API path prefixes, titles, safe links,
// the spec's common passwords).
// Dependency-free: nothing here imports anything outside this folder.
export * from './API_PATH_PREFIXES';
export * from './COMMON_PASSWORDS';
export * from './GATEWAY_PREFIX';
export * from './PLAYGROUND_ENVIRONMENTS';
export * from './PLAYGROUND_METHODS';
export type { PlaygroundEnvironment } from './PlaygroundEnvironment';
export type { PlaygroundMethod } from './PlaygroundMethod';
export * from './bodyExampleFor';
export * from './displayTitle';
export * from './endpointPaths';
export * from './isLinkWithProtocol';
export * from './isSafeHref';
export * from './playgroundPath';
export * from './playgroundUrl';
export * from './titleKey';
export * from './validateAdminLink';
