import type { ApiDefinitionInput } from '@csi/api-client';
import { client } from '../../client';
import { useServerAction } from '../../hooks/useServerAction';
import { AsyncView } from '../account/shared/AsyncView';
import { PageHeader } from '../account/shared/PageHeader';
import { useReloadable } from '../account/shared/useReloadable';
import { ApisAdminView } from './apis/ApisAdminView';

/** `/ad/manage/apis`: every API of the catalog, added and updated by the admin. */
export default function ManageApisPage() {
  const attempt = useServerAction();
  const [catalog, reload] = useReloadable(
    () =>
      Promise.all([client.apis.listAdmin(), client.apis.services()]).then(([apis, services]) => ({
        apis: apis.data,
        services: services.data,
      })),
    [],
  );
  const save = async (api: ApiDefinitionInput, id?: number) => {
    const done =
      id === undefined
        ? await attempt('Create Error', () => client.apis.add(api))
        : await attempt('Update Error', () => client.apis.update(id, api));
    if (done) reload();
    return done;
  };
  return (
    <>
      <PageHeader title="Manage APIs" description="Add APIs to the catalog and update their details and status." />
      <AsyncView state={catalog} what="the APIs" onRetry={reload}>
        {({ apis, services }) => <ApisAdminView apis={apis} services={services} onSave={save} />}
      </AsyncView>
    </>
  );
}
