import { extractHeadings } from '@csi/ui/markdown';
import { useMemo } from 'react';
import { LazyMarkdown } from '../../../lib/LazyMarkdown';
import { splitTitle } from '../../../lib/splitTitle';
import { ScrollToggle } from './ScrollToggle';
import { TableOfContents } from './TableOfContents';

/** Props of {@link ApiDocView}. */
export interface ApiDocViewProps {
  /** Heading used when the markdown has no `# ` title. */
  fallbackTitle: string;
  /** The documentation markdown. */
  markdown: string;
}

/** An API documentation page: title, table of contents of the `##` sections, the sections, a scroll toggle. */
export function ApiDocView({ fallbackTitle, markdown }: ApiDocViewProps) {
  const { title, body } = useMemo(() => splitTitle(markdown), [markdown]);
  const headings = useMemo(() => extractHeadings(body).filter((heading) => heading.level === 2), [body]);
  return (
    <article aria-labelledby="doc-title">
      <h1 id="doc-title">{title ?? fallbackTitle}</h1>
      {headings.length > 0 && <TableOfContents headings={headings} />}
      <LazyMarkdown>{body}</LazyMarkdown>
      <ScrollToggle />
    </article>
  );
}
