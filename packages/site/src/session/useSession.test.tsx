import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderView } from '../lib/testing/renderView';
import { useSession } from './useSession';

/** An unsigned JWT with this payload (enough for decoding; the server is not involved). */
const token = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
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
  afterEach(() => localStorage.clear());

  it('reads the stored token: role and admin flag, case-insensitive', () => {
    localStorage.setItem('token', token({ roles: ['ADMIN'], exp: inAnHour() }));
    renderProbe();
    expect(screen.getByText('in as ADMIN admin=true')).toBeInTheDocument();
  });

  it('refreshes on storage events (another tab logged in)', () => {
    renderProbe();
    expect(screen.getByText('logged out')).toBeInTheDocument();
    act(() => {
      localStorage.setItem('token', token({ roles: ['user'], exp: inAnHour() }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(screen.getByText('in as user admin=false')).toBeInTheDocument();
  });

  it("on logout with no reachable server, clears the session anyway, says 'Logout failed' and goes to login", async () => {
    localStorage.setItem('token', token({ roles: ['user'], exp: inAnHour() }));
    sessionStorage.setItem('draft', 'x');
    renderProbe();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
