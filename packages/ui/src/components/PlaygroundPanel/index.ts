export { PlaygroundPanel } from './PlaygroundPanel';
export type { PlaygroundPanelProps } from './PlaygroundPanel';
export { INVALID_JSON_MESSAGE } from './usePlayground';
export type { PlaygroundApi, PlaygroundRequest } from './usePlayground';
export type { PlaygroundHeaders } from './HeadersCard';
