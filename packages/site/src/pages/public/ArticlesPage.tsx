import { useLoaderData } from 'react-router-dom';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';
import { LoadError } from '../../shell/LoadError';
import type { loadArticleList } from './articles/loadArticleList';
import { ArticlesView } from './articles/ArticlesView';

/** /tech/pub: every online article from the server (its route's loader), searchable by title. */
export default function ArticlesPage() {
  usePageMeta({
    title: 'Articles | CSI',
    description:
      'Practical articles on SQL injection, phishing and cryptography from the CSI security team in Nairobi.',
  });
  const state = useLoaderData<typeof loadArticleList>();
  return (
    <Container>
      <h1>Articles</h1>
      {state.status === 'error' && <LoadError what="the articles" error={state.error} />}
      {state.status === 'success' && <ArticlesView articles={state.data} />}
    </Container>
  );
}
