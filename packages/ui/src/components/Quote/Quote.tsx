import type { ReactNode } from 'react';
import { styled } from '../../theme/styled';

/** Props of Quote. */
export interface QuoteProps {
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
export function Quote({ children, cite }: QuoteProps) {
  return (
    <Figure>
      <blockquote>{children}</blockquote>
      {cite && (
        <figcaption>
          — <cite>{cite}</cite>
        </figcaption>
      )}
    </Figure>
  );
}
