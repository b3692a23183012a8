import type { MarkdownProps } from '@csi/ui/markdown';
import { Suspense } from 'react';
import { PageLoader } from '../shell/PageLoader';
import { LazyMarkdownBody as MarkdownBody } from './lazyMarkdownBody';

// Only pages that show markdown import this module: the renderer's chunk starts loading now, alongside their
// data, unless their route started it already.
void MarkdownBody.preload();

/** The ui Markdown, loaded on first use (keeps markdown-to-jsx out of the pages that need none). */
export function LazyMarkdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<PageLoader label="Loading content" />}>
      <MarkdownBody {...props} />
    </Suspense>
  );
}
