import { displayTitle } from '@csi/contract';
import { useLoaderData, useParams } from 'react-router-dom';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';
import { LoadError } from '../../shell/LoadError';
import { articleMeta } from './article/articleMeta';
import { ArticleView } from './article/ArticleView';
import type { loadArticle } from './article/loadArticle';

/** /tech/read/:title: the article of its route's loader, its meta tags and the sidebar of other articles. */
export default function ArticlePage() {
  const { title = '' } = useParams();
  const state = useLoaderData<typeof loadArticle>();
  const article = state.status === 'success' ? state.data.article : null;
  usePageMeta(articleMeta(title, article));
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
