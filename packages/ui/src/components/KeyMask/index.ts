export { KeyMask } from './KeyMask';
export type { KeyMaskProps } from './KeyMask';
