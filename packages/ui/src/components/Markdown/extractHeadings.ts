import { parser, RuleType, type MarkdownToJSX } from 'markdown-to-jsx/react';
import { markdownOptions } from './markdownOptions';

/** One heading of a markdown document, as a table of contents lists it. */
export interface MarkdownHeading {
  /** The id the rendered heading carries (link target `#id`). */
  id: string;
  /** The heading's plain text. */
  text: string;
  /** 1 to 6, as in h1 to h6. */
  level: number;
}

function plainText(nodes: MarkdownToJSX.ASTNode[]): string {
  return nodes
    .map((node) => {
      if ('children' in node && Array.isArray(node.children)) return plainText(node.children);
      return 'text' in node && typeof node.text === 'string' ? node.text : '';
    })
    .join('');
}

/** Lists the top-level headings of a markdown document with the ids that Markdown renders, for a table of contents. */
export function extractHeadings(markdown: string): MarkdownHeading[] {
  return parser(markdown, markdownOptions).flatMap((node) =>
    node.type === RuleType.heading ? [{ id: node.id, text: plainText(node.children), level: node.level }] : [],
  );
}
