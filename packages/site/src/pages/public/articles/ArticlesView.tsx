import type { ListedArticle } from './listedArticle';
import { ArticleCard, Card, NoResults, SearchBox, VisuallyHidden } from '@csi/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { RouterLink } from '../../../shell/RouterLink';
import { filterArticles } from './filterArticles';

const Grid = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(300px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** Props of {@link ArticlesView}. */
export interface ArticlesViewProps {
  /** The online articles from the server. */
  articles: ListedArticle[];
}

/** The article grid with its title search, the no-results panel and the empty state. */
export function ArticlesView({ articles }: ArticlesViewProps) {
  const [query, setQuery] = useState('');
  const shown = filterArticles(articles, query);
  if (articles.length === 0) {
    return (
      <Card role="status">
        <p>No articles have been published yet. Please check back soon.</p>
      </Card>
    );
  }
  return (
    <>
      <SearchBox
        label="Search articles by title"
        placeholder="Search article..."
        value={query}
        onValueChange={setQuery}
      />
      {shown.length === 0 ? (
        <NoResults query={query} />
      ) : (
        <>
          <VisuallyHidden as="h2">Article list</VisuallyHidden>
          <Grid>
            {shown.map((article) => (
              <li key={article.articleId}>
                <ArticleCard
                  title={article.title}
                  category={article.category}
                  summary={article.summary}
                  datePosted={article.datePosted}
                  headerColor={article.headerColor}
                  colorSeed={article.articleId}
                  linkComponent={RouterLink}
                />
              </li>
            ))}
          </Grid>
        </>
      )}
    </>
  );
}
