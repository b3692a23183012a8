'use client';

import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from '../../theme/styled';

/** Props of Quote. */
export interface QuoteProps extends HTMLAttributes<HTMLElement> {
  /** The quoted words. */
  children: ReactNode;
  /** Who said it; shown under the quote in a cite element. */
  cite?: string;
}

const Figure = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  blockquote {
    margin: 0;
    font-size: 1.1rem;
    font-style: italic;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A blockquote with its author, e.g. the home page quotes or an article summary. */
export const Quote = forwardRef<HTMLElement, QuoteProps>(function Quote({ children, cite, ...rest }: QuoteProps, ref) {
  return (
    <Figure ref={ref} {...rest}>
      <blockquote>{children}</blockquote>
      {cite && (
        <figcaption>
          — <cite>{cite}</cite>
        </figcaption>
      )}
    </Figure>
  );
});
