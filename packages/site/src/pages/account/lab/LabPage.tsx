import { RouterLink } from '../../../shell/RouterLink';
import { AsyncView } from '../shared/AsyncView';
import { PageHeader } from '../shared/PageHeader';
import { WithProfile } from '../shared/WithProfile';
import { LabPanel } from './LabPanel';
import { sendPlayground } from './sendPlayground';
import { useLabDefinition } from './useLabDefinition';

/** Props of {@link LabPage}. */
export interface LabPageProps {
  /** API id or special lab name from the URL. */
  idOrName: string;
}

/** An API lab page: loads the definition, then the playground, or says the API was not found. */
export function LabPage({ idOrName }: LabPageProps) {
  const definition = useLabDefinition(idOrName);
  return (
    <>
      <PageHeader title="API lab" description="Try an API in the sandbox or live with your own key." />
      <AsyncView state={definition} what="this API">
        {(api) =>
          api ? (
            <WithProfile>{(profile) => <LabPanel api={api} profile={profile} send={sendPlayground} />}</WithProfile>
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
