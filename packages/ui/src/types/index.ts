export { DefaultLink } from './LinkComponent';
export type { LinkComponent, LinkComponentProps } from './LinkComponent';
