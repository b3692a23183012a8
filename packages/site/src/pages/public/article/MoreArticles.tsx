import { displayTitle } from '@csi/contract';
import type { ListedArticle } from '../articles/listedArticle';
import { formatShortDate, titleToPath } from '@csi/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Clamped = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** Props of {@link MoreArticles}. */
export interface MoreArticlesProps {
  /** The other articles. */
  articles: ListedArticle[];
}

/** The sidebar "More Articles You Might Like": title, 2-line summary, short date and link per article. */
export function MoreArticles({ articles }: MoreArticlesProps) {
  return (
    <aside aria-labelledby="more-articles">
      <h2 id="more-articles">More Articles You Might Like</h2>
      {articles.length === 0 ? (
        <p>No other articles yet.</p>
      ) : (
        <List>
          {articles.map((article) => (
            <li key={article.articleId}>
              <h3>{displayTitle(article.title)}</h3>
              <Clamped>{article.summary}</Clamped>
              <p>
                <time dateTime={article.datePosted}>{formatShortDate(article.datePosted)}</time>
              </p>
              <Link
                to={`/tech/read/${titleToPath(article.title)}`}
                aria-label={`Read article: ${displayTitle(article.title)}`}
              >
                Read article
              </Link>
            </li>
          ))}
        </List>
      )}
    </aside>
  );
}
