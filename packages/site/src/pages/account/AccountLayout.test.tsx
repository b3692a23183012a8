import { screen, within } from '@testing-library/react';
import AccountLayout from './AccountLayout';
import { ACCOUNT_MENU } from './layout/accountMenu';
import { AreaLayout } from './layout/AreaLayout';
import { clearSessionHintCookie, renderPage, seedSessionHint } from './testing/renderPage';

describe('AccountLayout', () => {
  afterEach(clearSessionHintCookie);

  it('given no session, shows the gate popup with the login and stay-logged-out links', () => {
    renderPage(<AccountLayout />, { path: '/ac/profile' });
    const gate = screen.getByRole('dialog', { name: 'We seems not to know you where would you like to go' });
    expect(within(gate).getByRole('link', { name: 'Login page?' })).toHaveAttribute('href', '/auth/login');
    expect(within(gate).getByRole('link', { name: 'Stay logged out' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('given an expired session, still shows the gate', () => {
    seedSessionHint({ role: 'user', exp: Date.now() / 1000 - 10 });
    renderPage(<AccountLayout />, { path: '/ac/profile' });
    expect(screen.getByRole('link', { name: 'Login page?' })).toBeInTheDocument();
  });
});

describe('the account side bar', () => {
  const renderBar = (isAdmin: boolean) =>
    renderPage(<AreaLayout items={ACCOUNT_MENU} isAdmin={isAdmin} onLogout={() => undefined} />, {
      path: '/ac/apis',
    });

  it('lists the entries, marks the current page, links help to the docs and hides the admin entry', () => {
    renderBar(false);
    const nav = screen.getByRole('navigation', { name: 'CSI menu' });
    expect(within(nav).getByRole('link', { name: 'CSI' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'APIs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/ac/profile');
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/docs/g/csi-apis');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin dashboard' })).not.toBeInTheDocument();
  });

  it('shows the admin entry to admins', () => {
    renderBar(true);
    expect(screen.getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute('href', '/ad/dashboard');
  });
});
