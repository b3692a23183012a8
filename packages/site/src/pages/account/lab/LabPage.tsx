import { client } from '../../../client';
import { useAsync } from '../../../hooks/useAsync';
import { RouterLink } from '../../../shell/RouterLink';
import { AsyncView } from '../shared/AsyncView';
import { PageHeader } from '../shared/PageHeader';
import { WithProfile } from '../shared/WithProfile';
import styled from 'styled-components';
import { CallDetailsCard } from './CallDetailsCard';
import { LabPanel } from './LabPanel';
import { QuotaCard } from './QuotaCard';
import { sendPlayground } from './sendPlayground';
import { useCallLog } from './useCallLog';
import { useLabDefinition } from './useLabDefinition';

/** Props of {@link LabPage}. */
export interface LabPageProps {
  /** API id or special lab name from the URL. */
  idOrName: string;
}

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * An API lab page: loads the definition, then the playground, the details of each call sent (status, latency, cost,
 * request id) and what the account has left, or says the API was not found.
 */
export function LabPage({ idOrName }: LabPageProps) {
  const definition = useLabDefinition(idOrName);
  const [calls, report] = useCallLog();
  // Read again after each call: the call spent some of it.
  const quota = useAsync(() => client.wallet.quota().then((reply) => reply.data), [calls[0]?.id]);
  return (
    <>
      <PageHeader title="API lab" description="Try an API in the sandbox or live with your own key." />
      <AsyncView state={definition} what="this API">
        {(api) =>
          api ? (
            <WithProfile>
              {(profile) => (
                <Stack>
                  <LabPanel api={api} profile={profile} send={(request) => sendPlayground(request, report)} />
                  <CallDetailsCard calls={calls} />
                  <QuotaCard quota={quota} />
                </Stack>
              )}
            </WithProfile>
          ) : (
            <p role="alert">
              We couldn&apos;t find the API &quot;{idOrName}&quot;.{' '}
              <RouterLink href="/ac/apis">See all APIs</RouterLink>
            </p>
          )
        }
      </AsyncView>
    </>
  );
}
