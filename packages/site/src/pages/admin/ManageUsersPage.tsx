import type { AdminActivationAction, AdminUser } from '@csi/api-client';
import { useState } from 'react';
import { client } from '../../client';
import { useFeedback } from '../../hooks/useFeedback';
import { errorMessage } from '../../lib/errorMessage';
import { AsyncView } from '../account/shared/AsyncView';
import { PageHeader } from '../account/shared/PageHeader';
import { useReloadable } from '../account/shared/useReloadable';
import { UsersView } from './users/UsersView';

/** `/ad/manage/users`: every user, their details and account activation. */
export default function ManageUsersPage() {
  const { showModal, showPopup } = useFeedback();
  const [loaded, reload] = useReloadable(() => client.admin.listUsers().then((reply) => reply.data), []);
  // Activation changes applied locally after the call succeeded, by user id.
  const [suspended, setSuspended] = useState<Record<number, boolean>>({});
  const setActivation = async (user: AdminUser, action: AdminActivationAction) => {
    try {
      const reply = await client.admin.manageActivation(user.userId, action);
      const accSuspendedAdmin = action === 'deactivate';
      setSuspended((all) => ({ ...all, [user.userId]: accSuspendedAdmin }));
      showPopup(reply.msg, 'success');
    } catch (error) {
      showModal('Account Activation Error', errorMessage(error));
    }
  };
  return (
    <>
      <PageHeader title="Users" description="Search accounts, view their details and activate or deactivate them." />
      <AsyncView state={loaded} what="the users" onRetry={reload}>
        {(users) => (
          <UsersView
            users={users.map((u) => ({ ...u, accSuspendedAdmin: suspended[u.userId] ?? u.accSuspendedAdmin }))}
            onActivation={setActivation}
          />
        )}
      </AsyncView>
    </>
  );
}
