export { Markdown, MARKDOWN_COPY_RESET_MS } from './Markdown';
export type { MarkdownProps } from './Markdown';
export { extractHeadings } from './extractHeadings';
export type { MarkdownHeading } from './extractHeadings';
