'use client';

import { forwardRef, type HTMLAttributes, type ReactNode, useId } from 'react';
import { styled } from '../../theme/styled';
import { DefaultLink, type LinkComponent } from '../../types';
import { CardActions } from '../Card';

/** Props of NotFound; the defaults are the site's 'PAGE NOT FOUND' page. */
export interface NotFoundProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading. @default 'PAGE NOT FOUND' */
  title?: string;
  /** Explanation under the heading. @default a broken link or moved page */
  message?: ReactNode;
  /** What was looked for, e.g. the article title from the URL; shown quoted when given. */
  query?: string;
  /** Extra advice after the query. */
  hint?: ReactNode;
  /** The link button. @default { label: 'RETURN TO SAFETY', href: '/' } */
  action?: { label: string; href: string };
  /** Link component for the action. @default DefaultLink */
  linkComponent?: LinkComponent;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
    letter-spacing: 0.08em;
  }
  p {
    margin: 0;
    max-width: 60ch;
    color: ${({ theme }) => theme.color.textMuted};
  }
  q {
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
  > div {
    margin-top: 0;
    justify-content: center;
  }
`;

/** The not-found panel: the page default, or an article/tool variant through its props. */
export const NotFound = forwardRef<HTMLElement, NotFoundProps>(function NotFound(
  {
    title = 'PAGE NOT FOUND',
    message = 'The link you followed may be broken, or the page may have been moved or removed.',
    query,
    hint,
    action = { label: 'RETURN TO SAFETY', href: '/' },
    linkComponent: Link = DefaultLink,
    ...rest
  }: NotFoundProps,
  ref,
) {
  const titleId = useId();
  return (
    <Panel ref={ref} {...rest} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>{message}</p>
      {query !== undefined && (
        <p>
          <q>{query}</q>
        </p>
      )}
      {hint && <p>{hint}</p>}
      <CardActions>
        <Link href={action.href}>{action.label}</Link>
      </CardActions>
    </Panel>
  );
});
