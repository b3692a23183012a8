import { client } from '../../../client';
import { useAsync } from '../../../hooks/useAsync';
import { usePageMeta } from '../../../hooks/usePageMeta';
import { LoadError } from '../../../shell/LoadError';
import { PageLoader } from '../../../shell/PageLoader';
import { ApiDocView } from './ApiDocView';

/** Props of {@link ApiDocPage}. */
export interface ApiDocPageProps {
  /** Name of the file under /markups/api-docs/, without `.md`. */
  doc: string;
  /** Page heading and title. */
  title: string;
  /** Meta description. */
  description: string;
}

/** Loads /markups/api-docs/{doc}.md and shows it as an API documentation page. */
export function ApiDocPage({ doc, title, description }: ApiDocPageProps) {
  usePageMeta({ title: `${title} | CSI`, description });
  const state = useAsync(() => client.content.articleMarkdown(`api-docs/${doc}.md`), [doc]);
  if (state.status === 'loading') return <PageLoader label="Loading documentation" />;
  if (state.status === 'error') {
    return (
      <>
        <h1>{title}</h1>
        <LoadError what="this documentation" error={state.error} />
      </>
    );
  }
  return <ApiDocView fallbackTitle={title} markdown={state.data} />;
}
