import type { MarkdownToJSX } from 'markdown-to-jsx/react';

/**
 * Parse options shared by the renderer and extractHeadings, so heading ids always agree. Raw HTML is never
 * parsed: it shows as text, so no script, event handler or javascript: URL from an article can run.
 */
export const markdownOptions = { disableParsingRawHTML: true } satisfies MarkdownToJSX.Options;
