export { CodeBlock, CODE_COPY_RESET_MS } from './CodeBlock';
export type { CodeBlockProps } from './CodeBlock';
