import { RouterLink } from '../../shell/RouterLink';
import { PageHeader } from '../account/shared/PageHeader';

/** `/ad/dashboard`: the admin landing page (a stub in the spec) with the ways into the admin tools. */
export default function AdminDashboardPage() {
  return (
    <>
      <PageHeader title="Admin dashboard" description="Manage the users, articles and APIs of the platform." />
      <ul>
        <li>
          <RouterLink href="/ad/manage/users">Users</RouterLink>: search accounts, view details, activate or deactivate.
        </li>
        <li>
          <RouterLink href="/ad/manage/article">Articles</RouterLink>: write, update, publish or delete articles.
        </li>
        <li>
          <RouterLink href="/ad/manage/apis">Manage APIs</RouterLink>: add APIs and update their details and status.
        </li>
      </ul>
    </>
  );
}
