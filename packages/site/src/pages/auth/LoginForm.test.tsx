import { ApiError } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../lib/testing/renderView';
import { LoginForm } from './LoginForm';

/** Renders the form at /auth/login beside a stand-in /ac page, fills it and presses Sign In. */
async function signInWith(onLogin: (payload: unknown) => Promise<unknown>) {
  renderView(
    <Routes>
      <Route path="/auth/login" element={<LoginForm onLogin={onLogin} />} />
      <Route path="/ac" element={<h1>Account area</h1>} />
    </Routes>,
    '/auth/login',
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), ' jane@csi.co.ke ');
  await user.type(screen.getByLabelText('Password'), 'long-enough-1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('signs in with the trimmed email as username and goes to the account area', async () => {
    const onLogin = vi.fn().mockResolvedValue({ msg: 'Login successful', data: { jwt: 'x.y.z' } });
    await signInWith(onLogin);
    expect(onLogin).toHaveBeenCalledWith({ username: 'jane@csi.co.ke', password: 'long-enough-1' });
    expect(await screen.findByRole('heading', { name: 'Account area' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['', '', 'Email is required.'],
    ['jane', 'long-enough-1', 'Invalid email format.'],
    ['jane@csi.co.ke', '', 'Password is required.'],
  ])('with email %j and password %j says %j without calling the server', async (email, password, msg) => {
    const onLogin = vi.fn();
    renderView(<LoginForm onLogin={onLogin} />, '/auth/login');
    const user = userEvent.setup();
    if (email) await user.type(screen.getByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'ValidationError' });
    expect(within(dialog).getByText(msg)).toBeInTheDocument();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it("given a refusal, shows 'Authentication Error' with the server's msg and stays on the form", async () => {
    await signInWith(vi.fn().mockRejectedValue(new ApiError(401, 'Invalid email or password.')));
    const dialog = await screen.findByRole('dialog', { name: 'Authentication Error' });
    expect(within(dialog).getByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account area' })).not.toBeInTheDocument();
  });
});
