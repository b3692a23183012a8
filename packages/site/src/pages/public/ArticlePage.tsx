import { ApiError, type Article, displayTitle } from '@csi/api-client';
import { useParams } from 'react-router-dom';
import { client } from '../../client';
import { useAsync } from '../../hooks/useAsync';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';
import { LoadError } from '../../shell/LoadError';
import { PageLoader } from '../../shell/PageLoader';
import { articleMeta } from './article/articleMeta';
import { ArticleView } from './article/ArticleView';

/** The article by title, or null when the server answers 404. */
async function findArticle(title: string): Promise<Article | null> {
  try {
    return (await client.articles.get(title)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The other articles for the sidebar; a failure only empties the sidebar. */
async function otherArticles(article: Article | null): Promise<Article[]> {
  try {
    const all = (await client.articles.list()).data;
    return all.filter((other) => other.articleId !== article?.articleId);
  } catch (error) {
    console.error('Articles list failed:', error);
    return [];
  }
}

/** /tech/read/:title: the article, its meta tags and the sidebar of other articles. */
export default function ArticlePage() {
  const { title = '' } = useParams();
  const state = useAsync(async () => {
    const article = await findArticle(title);
    return { article, others: await otherArticles(article) };
  }, [title]);
  const article = state.status === 'success' ? state.data.article : null;
  usePageMeta(articleMeta(title, article));
  if (state.status === 'loading') return <PageLoader label="Loading article" />;
  if (state.status === 'error') {
    return (
      <Container>
        <h1>{displayTitle(title)}</h1>
        <LoadError what="this article" error={state.error} />
      </Container>
    );
  }
  return <ArticleView query={title} article={state.data.article} others={state.data.others} />;
}
