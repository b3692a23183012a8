import type { MarkdownHeading } from '@csi/ui/markdown';
import type { MouseEvent } from 'react';
import { scrollToSection } from '../../../lib/animateScroll';

/** Props of {@link TableOfContents}. */
export interface TableOfContentsProps {
  /** The sections, from ui `extractHeadings`. */
  headings: MarkdownHeading[];
}

/** Links to each section; a click scrolls there smoothly (70 px offset) instead of jumping. */
export function TableOfContents({ headings }: TableOfContentsProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    scrollToSection(id);
    window.history.replaceState(window.history.state, '', `#${id}`);
  };
  return (
    <nav aria-labelledby="toc-title">
      <h2 id="toc-title">Table of contents</h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} onClick={(event) => go(event, heading.id)}>
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
