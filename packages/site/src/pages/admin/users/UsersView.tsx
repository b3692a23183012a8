import type { AdminActivationAction, AdminUser } from '@csi/api-client';
import { Button, SearchBox } from '@csi/ui';
import { useState } from 'react';
import { displayValue } from '../../account/shared/displayValue';
import { EmailText } from '../../account/shared/EmailText';
import { Table } from '../../account/shared/Table';
import { UserDetails } from './UserDetails';
import { TableDetailLayout } from '../../account/shared/TableDetailLayout';

/** Props of {@link UsersView}. */
export interface UsersViewProps {
  /** Every user. */
  users: AdminUser[];
  /** Activates or deactivates a user's account. */
  onActivation: (user: AdminUser, action: AdminActivationAction) => void;
}

/** Users: search by e-mail, the table with a View action, and the chosen user's details (first one at first). */
export function UsersView({ users, onActivation }: UsersViewProps) {
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState(users[0]?.userId ?? null);
  const shown = users.filter((user) => user.email.toLowerCase().includes(query.trim().toLowerCase()));
  const selected = users.find((user) => user.userId === selectedId);
  return (
    <TableDetailLayout>
      <div>
        <SearchBox label="Search users by email" placeholder="Search users..." value={query} onValueChange={setQuery} />
        {shown.length === 0 ? (
          <p role="status">No user email matches &quot;{query}&quot;.</p>
        ) : (
          <Table caption="Users" columns={['username', 'email', 'country', 'Action']}>
            {shown.map((user) => (
              <tr key={user.userId} data-selected={user.userId === selectedId}>
                <td data-wrap>{displayValue(user.username)}</td>
                <td data-wrap>
                  <EmailText email={user.email} />
                </td>
                <td>{displayValue(user.country)}</td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={`View ${user.email}`}
                    onClick={() => setSelectedId(user.userId)}
                  >
                    View
                  </Button>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </div>
      {selected ? (
        <UserDetails user={selected} onActivation={(action) => onActivation(selected, action)} />
      ) : (
        <p>No users yet.</p>
      )}
    </TableDetailLayout>
  );
}
