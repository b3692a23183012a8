'use client';

import { compiler, RuleType, type MarkdownToJSX } from 'markdown-to-jsx/react';
import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { styled } from '../../theme/styled';
import { CodeBlock } from '../CodeBlock';
import { markdownOptions } from './markdownOptions';

/** Milliseconds a markdown code block's copy button reads 'Copied' (SPEC section 2, tool documentation). */
export const MARKDOWN_COPY_RESET_MS = 3000;

/** Props of Markdown; other attributes (`className` for styled-components extension) go to the wrapper. */
export interface MarkdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The markdown source. Raw HTML in it is shown as text, never run. */
  children: string;
  /** Milliseconds the copy button of each code block reads 'Copied'. @default 3000 */
  copyResetAfter?: number;
}

const Body = styled.div`
  line-height: 1.7;
  overflow-wrap: anywhere;
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    line-height: 1.3;
    scroll-margin-top: 70px;
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
  :not(pre) > code {
    font-family: ${({ theme }) => theme.font.mono};
    background: ${({ theme }) => theme.color.surfaceAlt};
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  blockquote {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.textMuted};
  }
  table {
    /* A wide table scrolls inside the column instead of breaking identifiers ('filename') mid-word. */
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.color.border};
    padding: ${({ theme }) => theme.space.xs};
    overflow-wrap: normal;
  }
  td code {
    white-space: nowrap;
  }
  img {
    max-width: 100%;
  }
`;

/** Renders a markdown article safely: headings get slug ids (see extractHeadings), code blocks get a copy button. */
export const Markdown = forwardRef<HTMLDivElement, MarkdownProps>(function Markdown(
  { children, copyResetAfter = MARKDOWN_COPY_RESET_MS, ...rest },
  ref,
) {
  const content = useMemo(() => {
    const renderRule: MarkdownToJSX.Options['renderRule'] = (next, node, _render, state) =>
      node.type === RuleType.codeBlock ? (
        <CodeBlock key={state.key} code={node.text} language={node.lang || undefined} resetAfter={copyResetAfter} />
      ) : (
        next()
      );
    // A table may scroll sideways (see Body): focusable, so a keyboard can scroll it.
    const overrides = { table: { props: { tabIndex: 0 } } };
    return compiler(children, { ...markdownOptions, overrides, renderRule, wrapper: null });
  }, [children, copyResetAfter]);
  return (
    <Body ref={ref} {...rest}>
      {content}
    </Body>
  );
});
