import { screen } from '@testing-library/react';
import { clearSessionHintCookie, renderPage, seedSessionHint } from '../account/testing/renderPage';
import AdminLayout from './AdminLayout';

const inAnHour = () => Date.now() / 1000 + 3600;

describe('AdminLayout', () => {
  afterEach(clearSessionHintCookie);

  it.each([
    ['a logged-out visitor', null],
    ['a signed-in user', { role: 'user', exp: inAnHour() }],
  ])('given %s, shows the gate popup', (_, hint) => {
    if (hint) seedSessionHint(hint);
    renderPage(<AdminLayout />, { path: '/ad/dashboard' });
    expect(screen.getByRole('dialog', { name: 'We seems not to know you where would you like to go' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login page?' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Stay logged out' })).toHaveAttribute('href', '/');
  });

  it('given an admin in any letter case, shows the admin menu', () => {
    seedSessionHint({ role: 'ADMIN', exp: inAnHour() });
    renderPage(<AdminLayout />, { path: '/ad/manage/users' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['Dashboard', '/ad/dashboard'],
      ['Articles', '/ad/manage/article'],
      ['Manage APIs', '/ad/manage/apis'],
      ['Audit log', '/ad/audit-log'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
