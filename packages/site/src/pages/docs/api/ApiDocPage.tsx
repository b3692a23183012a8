import { useLoaderData } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/usePageMeta';
import { LoadError } from '../../../shell/LoadError';
import { ApiDocView } from './ApiDocView';
import type { loadApiDoc } from './loadApiDoc';

/** Props of {@link ApiDocPage}. */
export interface ApiDocPageProps {
  /** Page heading and title. */
  title: string;
  /** Meta description. */
  description: string;
}

/** An API documentation page: the markdown its route's loader read (see loadApiDoc). */
export function ApiDocPage({ title, description }: ApiDocPageProps) {
  usePageMeta({ title: `${title} | CSI`, description });
  const state = useLoaderData<ReturnType<typeof loadApiDoc>>();
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
