import { ApiCard } from '@csi/ui';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from '../../hooks/usePageMeta';
import { LazyMarkdown } from '../../lib/LazyMarkdown';
import { LoadError } from '../../shell/LoadError';
import { RouterLink } from '../../shell/RouterLink';
import type { loadApiDocsHub } from './loadApiDocsHub';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** /docs/g/csi-apis: the API overview and a card per public API (its route's loader). */
export default function ApisDocsHubPage() {
  usePageMeta({
    title: 'CSI APIs | CSI',
    description:
      'Developer APIs for file metadata risk checks, data encryption and PDF protection, with sandbox and live environments.',
  });
  const { overview, apis } = useLoaderData<typeof loadApiDocsHub>();
  return (
    <>
      <h1>{(overview.status === 'success' && overview.data.title) || 'CSI APIs'}</h1>
      {overview.status === 'error' && <LoadError what="the API overview" error={overview.error} />}
      {overview.status === 'success' && <LazyMarkdown>{overview.data.body}</LazyMarkdown>}
      <p>
        Every call with its parameters, schemas and error messages, and try-it in the sandbox: the{' '}
        <RouterLink href="/docs/g/api-reference">API reference</RouterLink>.
      </p>
      <h2>Available APIs</h2>
      {apis.status === 'error' && <LoadError what="the API list" error={apis.error} />}
      {apis.status === 'success' && apis.data.length === 0 && <p role="status">No APIs are published yet.</p>}
      {apis.status === 'success' && (
        <Grid>
          {apis.data.map((api) => (
            <li key={api.id}>
              <ApiCard
                name={api.name}
                description={api.shortDescription}
                apiId={api.apiId}
                specialPlayground={api.specialPlayground}
                documentationLink={api.documentationLink}
                linkComponent={RouterLink}
              />
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}
