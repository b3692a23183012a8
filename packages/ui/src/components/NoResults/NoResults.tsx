'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from '../../theme/styled';

/** Props of NoResults. */
export interface NoResultsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The search text that found nothing. */
  query: string;
  /** Heading. @default 'NO RESULTS FOUND' */
  title?: string;
  /** Advice under the query. @default 'Try another keyword or check the spelling.' */
  hint?: string;
}

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.warning};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  q {
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
`;

/** The 'NO RESULTS FOUND' panel of a search, showing the query. */
export const NoResults = forwardRef<HTMLDivElement, NoResultsProps>(function NoResults(
  { query, title = 'NO RESULTS FOUND', hint = 'Try another keyword or check the spelling.', ...rest }: NoResultsProps,
  ref,
) {
  return (
    <Panel ref={ref} {...rest} role="status" aria-live="polite">
      <h2>{title}</h2>
      <p>
        Nothing matches <q>{query}</q>. {hint}
      </p>
    </Panel>
  );
});
