import type { Article } from '@csi/api-client';
import { displayTitle } from '@csi/contract';
import { formatMediumDate, NotFound, Quote } from '@csi/ui';
import { LazyMarkdown } from '../../../lib/LazyMarkdown';
import styled from 'styled-components';
import { RouterLink } from '../../../shell/RouterLink';
import type { ListedArticle } from '../articles/listedArticle';
import { MoreArticles } from './MoreArticles';

/**
 * The article beside its sidebar, centred with room on both sides: an empty left column would push the sidebar
 * against the window's edge. Stacks on narrow screens.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(240px, 320px);
  gap: ${({ theme }) => theme.space.xl};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg}`};
  @media (max-width: ${({ theme }) => theme.breakpoint.stack}px) {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;

/** Props of {@link ArticleView}. */
export interface ArticleViewProps {
  /** The title from the URL. */
  query: string;
  /** The article, or null when the server has none by that title. */
  article: Article | null;
  /** Every other article, for the sidebar. */
  others: ListedArticle[];
}

/** One article (title, medium date, summary quote, markdown body) or its not-found message, with the sidebar. */
export function ArticleView({ query, article, others }: ArticleViewProps) {
  return (
    <Layout>
      <div>
        {article ? (
          <article aria-labelledby="article-title">
            <h1 id="article-title">{displayTitle(article.title)}</h1>
            <p>
              Posted on <time dateTime={article.datePosted}>{formatMediumDate(article.datePosted)}</time> ·{' '}
              {article.category}
            </p>
            <Quote>{article.summary}</Quote>
            <LazyMarkdown>{article.content}</LazyMarkdown>
          </article>
        ) : (
          <NotFound
            title="Article not found"
            message="Oops! We couldn't find the article you're looking for."
            query={query}
            hint="Please check the URL or try searching for another topic."
            action={{ label: 'Go to Home', href: '/' }}
            linkComponent={RouterLink}
          />
        )}
      </div>
      <MoreArticles articles={others} />
    </Layout>
  );
}
