import { Markdown, type MarkdownProps } from '@csi/ui/markdown';

/** The ui Markdown as this module's default export, so pages can load it lazily. */
export default function MarkdownBody(props: MarkdownProps) {
  return <Markdown {...props} />;
}
