import type { AdminUser } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyProfile, renderPage } from '../../account/testing/renderPage';
import { UsersView } from './UsersView';

const users: AdminUser[] = [
  { ...emptyProfile, userId: 1, username: 'ada', email: 'Ada@Example.com', country: null },
  { ...emptyProfile, userId: 2, username: 'grace', email: 'grace@navy.mil', country: 'USA', emailVerified: false },
];

describe('UsersView', () => {
  it('selects the first user on load and shows Not set and Yes/No', () => {
    renderPage(<UsersView users={users} onActivation={vi.fn()} />);
    const details = screen.getByRole('region', { name: 'Details of Ada@Example.com' });
    expect(within(details).getByText('Country').nextSibling).toHaveTextContent('Not set');
    expect(within(details).getByText('Email verified').nextSibling).toHaveTextContent('Yes');
  });

  it('filters by a case-insensitive substring of the email', async () => {
    renderPage(<UsersView users={users} onActivation={vi.fn()} />);
    await userEvent.type(screen.getByPlaceholderText('Search users...'), 'EXAMPLE');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Ada@Example.com')).toBeInTheDocument();
    expect(within(table).queryByText('grace@navy.mil')).not.toBeInTheDocument();
  });

  it('shows the viewed user and deactivates the account from the activation select after asking', async () => {
    const onActivation = vi.fn();
    renderPage(<UsersView users={users} onActivation={onActivation} />);
    await userEvent.click(screen.getByRole('button', { name: 'View grace@navy.mil' }));
    const details = screen.getByRole('region', { name: 'Details of grace@navy.mil' });
    expect(within(details).getByText('Email verified').nextSibling).toHaveTextContent('No');
    await userEvent.selectOptions(within(details).getByLabelText('Manage Account Activation'), 'Deactivate Account');
    const confirm = screen.getByRole('dialog', { name: 'Deactivate Account' });
    expect(confirm).toHaveTextContent('Deactivate grace@navy.mil? They are signed out at once');
    expect(onActivation).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate Account' }));
    expect(onActivation).toHaveBeenCalledWith(users[1], 'deactivate');
  });

  it('keeps the account active when the deactivation is cancelled, and activates without asking', async () => {
    const onActivation = vi.fn();
    renderPage(<UsersView users={users} onActivation={onActivation} />);
    const details = screen.getByRole('region', { name: 'Details of Ada@Example.com' });
    const select = within(details).getByLabelText('Manage Account Activation');
    await userEvent.selectOptions(select, 'Deactivate Account');
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Deactivate Account' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Deactivate Account' })).not.toBeInTheDocument();
    expect(onActivation).not.toHaveBeenCalled();
    await userEvent.selectOptions(select, 'Activate Account');
    expect(onActivation).toHaveBeenCalledWith(users[0], 'activate');
  });
});
