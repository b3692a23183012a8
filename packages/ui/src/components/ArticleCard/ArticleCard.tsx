'use client';

import { displayTitle } from '@csi/contract';
import { forwardRef, type HTMLAttributes, useId, useState } from 'react';
import { styled } from '../../theme/styled';
import { DefaultLink, type LinkComponent } from '../../types';
import { pastelColor } from '../../lib/pastelColor';
import { relativeDate, toDate, type DateInput } from '../../lib/relativeDate';
import { titleToPath } from '../../lib/slug';
import { ARTICLE_LIST_SUMMARY_LENGTH, ARTICLE_SUMMARY_LENGTH, truncate } from '../../lib/truncate';
import { Card, CardActions } from '../Card';

/** Which list the card sits in: the card grid (100-character summary) or the other list variant (150). */
export type ArticleCardVariant = 'card' | 'list';

/** Props of ArticleCard. */
export interface ArticleCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Stored title, e.g. 'sql-injection-basics' (shown as 'Sql injection basics'). */
  title: string;
  /** Category shown in the coloured header, e.g. 'sql injection'. */
  category: string;
  /** Summary, shortened to `summaryLength` characters plus '...'. */
  summary: string;
  /** When the article was posted (Date, ISO string or 'YYYY-MM-DD'). */
  datePosted: DateInput;
  /** List variant; sets the default summary length (100 for card, 150 for list) and data-variant. @default 'card' */
  variant?: ArticleCardVariant;
  /** Characters of summary kept. @default 100 (150 in the list variant) */
  summaryLength?: number;
  /** Header colour. @default a pastel from `colorSeed`, else a random pastel */
  headerColor?: string;
  /** Seed for a deterministic pastel header colour. */
  colorSeed?: string | number;
  /** Reference time for the relative date (tests). @default the time of first render */
  now?: Date;
  /** Link component for the internal 'Read article' link. @default DefaultLink */
  linkComponent?: LinkComponent;
}

const Header = styled.div`
  margin: calc(-1 * ${({ theme }) => theme.space.md}) calc(-1 * ${({ theme }) => theme.space.md}) 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.pastelText};
  font-weight: 700;
  text-transform: uppercase;
  font-size: 0.8rem;
  letter-spacing: 0.05em;
`;

const Title = styled.h3`
  margin: 0;
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Posted = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A card of the articles list: pastel header with category, title, shortened summary, relative date and link. */
export const ArticleCard = forwardRef<HTMLElement, ArticleCardProps>(function ArticleCard(
  {
    title,
    category,
    summary,
    datePosted,
    variant = 'card',
    summaryLength = variant === 'list' ? ARTICLE_LIST_SUMMARY_LENGTH : ARTICLE_SUMMARY_LENGTH,
    headerColor,
    colorSeed,
    now,
    linkComponent: Link = DefaultLink,
    ...rest
  }: ArticleCardProps,
  ref,
) {
  const titleId = useId();
  const [firstRender] = useState(() => new Date());
  const [randomColor] = useState(() => pastelColor());
  const color = headerColor ?? (colorSeed === undefined ? randomColor : pastelColor(colorSeed));
  const posted = toDate(datePosted);
  return (
    <Card ref={ref} {...rest} as="article" data-variant={variant} aria-labelledby={titleId}>
      <Header style={{ backgroundColor: color }}>{category}</Header>
      <Title id={titleId}>{displayTitle(title)}</Title>
      <Summary>{truncate(summary, summaryLength)}</Summary>
      <Posted>
        Posted on <time dateTime={posted.toISOString()}>{relativeDate(posted, now ?? firstRender)}</time>
      </Posted>
      <CardActions>
        <Link href={`/tech/read/${titleToPath(title)}`} aria-describedby={titleId}>
          Read article
        </Link>
      </CardActions>
    </Card>
  );
});
