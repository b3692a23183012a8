import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderView } from '../lib/testing/renderView';
import { clearSessionHintCookie, seedSessionHint } from '../pages/account/testing/renderPage';
import { useSession } from './useSession';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function SessionProbe() {
  const session = useSession();
  return (
    <>
      <p>{session.loggedIn ? `in as ${session.role} admin=${String(session.isAdmin)}` : 'logged out'}</p>
      <button onClick={() => void session.logout()}>Log out</button>
    </>
  );
}

const renderProbe = () =>
  renderView(
    <Routes>
      <Route path="/ac" element={<SessionProbe />} />
      <Route path="/auth/login" element={<h1>Login page</h1>} />
    </Routes>,
    '/ac',
  );

describe('useSession', () => {
  afterEach(() => {
    clearSessionHintCookie();
    sessionStorage.clear();
  });

  it("reads the server's hint cookie: role and admin flag, case-insensitive", () => {
    seedSessionHint({ role: 'ADMIN', exp: inAnHour() });
    renderProbe();
    expect(screen.getByText('in as ADMIN admin=true')).toBeInTheDocument();
  });

  it('is logged out with an expired hint', () => {
    seedSessionHint({ role: 'user', exp: Math.floor(Date.now() / 1000) - 1 });
    renderProbe();
    expect(screen.getByText('logged out')).toBeInTheDocument();
  });

  it('refreshes when the window comes back (another tab signed in)', () => {
    renderProbe();
    expect(screen.getByText('logged out')).toBeInTheDocument();
    act(() => {
      seedSessionHint({ role: 'user', exp: inAnHour() });
      window.dispatchEvent(new FocusEvent('focus'));
    });
    expect(screen.getByText('in as user admin=false')).toBeInTheDocument();
  });

  it("on logout with no reachable server, clears the session anyway, says 'Logout failed' and goes to login", async () => {
    seedSessionHint({ role: 'user', exp: inAnHour() });
    sessionStorage.setItem('draft', 'x');
    renderProbe();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(document.cookie).not.toContain('csi_hint');
    expect(sessionStorage.length).toBe(0);
  });
});
