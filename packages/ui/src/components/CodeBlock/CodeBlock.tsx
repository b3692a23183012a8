'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from '../../theme/styled';
import { CopyButton } from '../CopyButton';

/** Milliseconds the code block's 'Copied' text stays by default (SPEC section 9). */
export const CODE_COPY_RESET_MS = 5000;

/** Props of CodeBlock. */
export interface CodeBlockProps extends HTMLAttributes<HTMLElement> {
  /** The source code shown and copied. */
  code: string;
  /** Language label shown above the code, e.g. 'python'. @default 'code' */
  language?: string;
  /** Milliseconds before the copy button's 'Copied' text resets. @default 5000 */
  resetAfter?: number;
}

const Figure = styled.figure`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

const Bar = styled.figcaption`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.8rem;
  text-transform: uppercase;
`;

const Pre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875rem;
  /* Code keeps its lines and indentation (Python's are its syntax): a long line scrolls, never wraps. */
  white-space: pre;
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

/** A block of code with its language label and a 'Copy' button that reads 'Copied' for `resetAfter`. */
export const CodeBlock = forwardRef<HTMLElement, CodeBlockProps>(function CodeBlock(
  { code, language = 'code', resetAfter = CODE_COPY_RESET_MS, ...rest }: CodeBlockProps,
  ref,
) {
  return (
    <Figure ref={ref} {...rest} data-language={language}>
      <Bar>
        <span>{language}</span>
        <CopyButton text={code} resetAfter={resetAfter} showLabel label="Copy" />
      </Bar>
      {/* Focusable so a keyboard can scroll a long line into view. */}
      <Pre tabIndex={0} aria-label={`${language} code`}>
        <code className={`language-${language}`}>{code}</code>
      </Pre>
    </Figure>
  );
});
