import { useAsync } from '../../hooks/useAsync';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';
import { LoadError } from '../../shell/LoadError';
import { PageLoader } from '../../shell/PageLoader';
import { articleListLoad } from './articles/articleListLoad';
import { ArticlesView } from './articles/ArticlesView';

/** /tech/pub: every online article from the server, searchable by title. */
export default function ArticlesPage() {
  usePageMeta({
    title: 'Articles | CSI',
    description:
      'Practical articles on SQL injection, phishing and cryptography from the CSI security team in Nairobi.',
  });
  const state = useAsync(() => articleListLoad.take(), []);
  return (
    <Container>
      <h1>Articles</h1>
      {state.status === 'loading' && <PageLoader label="Loading articles" />}
      {state.status === 'error' && <LoadError what="the articles" error={state.error} />}
      {state.status === 'success' && <ArticlesView articles={state.data} />}
    </Container>
  );
}
