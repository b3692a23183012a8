export { Quote } from './Quote';
export type { QuoteProps } from './Quote';
