import { ApiError } from '@csi/api-client';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderView } from '../../lib/testing/renderView';
import { RegisterForm } from './RegisterForm';

/** Fills the form, submits, and answers the ValidationError modal's text (null when none opened). */
async function submitWith(email: string, password: string, confirm: string): Promise<string | null> {
  const onRegister = vi.fn();
  renderView(<RegisterForm country="Kenya" onRegister={onRegister} />);
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  // The checks are asynchronous (the common-password list loads on first use): wait for the modal, or its absence.
  const dialog = await screen.findByRole('dialog', { name: 'ValidationError' }).catch(() => null);
  return dialog && within(dialog).getByText(/\./).textContent;
}

describe('RegisterForm', () => {
  it('given nothing filled, reports the missing email first', async () => {
    expect(await submitWith('', '', '')).toBe('Email is required.');
  });

  it('given a bad email and no password, reports the email format before the password', async () => {
    expect(await submitWith('not-an-email', '', '')).toBe('Invalid email format.');
  });

  it('given a valid email, reports the missing password next', async () => {
    expect(await submitWith('jane@csi.co.ke', '', '')).toBe('Password is required.');
  });

  it('given a short password, reports the 8-character minimum', async () => {
    expect(await submitWith('jane@csi.co.ke', 'short', 'short')).toBe('Password must be at least 8 characters long.');
  });

  it('given a common password, says it is too common', async () => {
    expect(await submitWith('jane@csi.co.ke', '12345678', '12345678')).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
  });

  it('given different passwords, reports the mismatch last', async () => {
    expect(await submitWith('jane@csi.co.ke', 'long-enough-1', 'long-enough-2')).toBe('Passwords do not match.');
  });

  it('given a valid form, registers with it and opens no modal', async () => {
    const onRegister = vi.fn();
    renderView(<RegisterForm country="Kenya" onRegister={onRegister} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email Address'), 'jane@csi.co.ke');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await vi.waitFor(() => expect(onRegister).toHaveBeenCalled());
    expect(onRegister).toHaveBeenCalledWith({
      email: 'jane@csi.co.ke',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('Kenya');
  });

  it("given a server refusal, shows 'Registration Error' with the server's msg", async () => {
    const onRegister = vi.fn().mockRejectedValue(new ApiError(409, 'An account with this email already exists.'));
    renderView(<RegisterForm country="Kenya" onRegister={onRegister} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email Address'), 'jane@csi.co.ke');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration Error' });
    expect(within(dialog).getByText('An account with this email already exists.')).toBeInTheDocument();
  });
});
