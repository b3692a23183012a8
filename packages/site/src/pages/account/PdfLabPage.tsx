import { endpointPaths } from '@csi/contract';
import styled from 'styled-components';
import { client } from '../../client';
import { useAsync } from '../../hooks/useAsync';
import { ApisView } from './apis/ApisView';
import { CallDetailsCard } from './lab/CallDetailsCard';
import { useCallLog } from './lab/useCallLog';
import { useLabDefinition } from './lab/useLabDefinition';
import { encryptPdf } from './pdf/encryptPdf';
import { PdfLabForm } from './pdf/PdfLabForm';
import { AsyncView } from './shared/AsyncView';
import { PageHeader } from './shared/PageHeader';
import { WithProfile } from './shared/WithProfile';

/** The endpoint when the catalog has no pdf-security definition. */
const DEFAULT_ENDPOINT = '/file/encrypt-pdf';

const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(240px, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * `/ac/apis/s/api-lab/pdf-security`: the PDF encryption playground and the details of each call sent (status,
 * latency, cost, request id), beside the API listing.
 */
export default function PdfLabPage() {
  const definition = useLabDefinition('pdf-security');
  const apis = useAsync(() => client.apis.list().then((reply) => reply.data), []);
  const [calls, report] = useCallLog();
  return (
    <>
      <PageHeader title="PDF security lab" description="Encrypt a PDF with a password (AES-128) through our API." />
      <Layout>
        <AsyncView state={definition} what="the PDF API">
          {(api) => (
            <WithProfile>
              {(profile) => (
                <Column>
                  <PdfLabForm
                    endpoints={api ? endpointPaths(api.endpoint) : [DEFAULT_ENDPOINT]}
                    apiKey={profile.apiKey ?? ''}
                    apiUsername={profile.apiUsername ?? ''}
                    keyBlocked={profile.apiKeyBlocked}
                    onEncrypt={(request) => encryptPdf(request, report)}
                  />
                  <CallDetailsCard calls={calls} />
                </Column>
              )}
            </WithProfile>
          )}
        </AsyncView>
        <section aria-label="All APIs">
          <h2>All APIs</h2>
          <AsyncView state={apis} what="the APIs">
            {(list) => <ApisView apis={list} />}
          </AsyncView>
        </section>
      </Layout>
    </>
  );
}
