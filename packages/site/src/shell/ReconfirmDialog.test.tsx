import { ApiError } from '@csi/api-client';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { askToReconfirm } from '../lib/reconfirmRequests';
import { renderView } from '../lib/testing/renderView';
import { RECONFIRM_TITLE, ReconfirmDialog } from './ReconfirmDialog';

/** Mounts the dialog as the shell does, then a refused action asks it; answers the action's promise. */
async function ask(confirm: (proof: object) => Promise<unknown>) {
  renderView(<ReconfirmDialog />);
  let answer!: Promise<boolean>;
  act(() => {
    answer = askToReconfirm(confirm);
  });
  return { answer, dialog: await screen.findByRole('dialog', { name: RECONFIRM_TITLE }) };
}

describe('ReconfirmDialog', () => {
  it('shows nothing while no action waits', () => {
    renderView(<ReconfirmDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms with the password, then lets the action go again', async () => {
    const confirm = vi.fn().mockResolvedValue({ msg: 'Identity confirmed.' });
    const { answer, dialog } = await ask(confirm);
    expect(dialog).toHaveTextContent('This change needs a recent check that it is you.');
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();
    await userEvent.type(password, 'my-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledWith({ currentPassword: 'my-password-1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms with an authenticator code instead', async () => {
    const confirm = vi.fn().mockResolvedValue({ msg: 'Identity confirmed.' });
    const { answer, dialog } = await ask(confirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use an authenticator code instead' }));
    const code = within(dialog).getByLabelText('Code from your authenticator app');
    expect(code).toHaveFocus();
    await userEvent.type(code, ' 123456 ');
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledWith({ code: '123456' });
  });

  it("keeps asking with the server's refusal shown at the field, and says what is missing without calling", async () => {
    const confirm = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(401, 'Current password is incorrect.'))
      .mockResolvedValue({ msg: 'Identity confirmed.' });
    const { answer, dialog } = await ask(confirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Enter your password.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Current password is incorrect.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  });

  it('Cancel (Escape) fails the action with its refusal', async () => {
    const confirm = vi.fn();
    const { answer } = await ask(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers refusals that arrive while it is open with the one confirmation', async () => {
    const confirm = vi.fn().mockResolvedValue({ msg: 'Identity confirmed.' });
    const { answer: first, dialog } = await ask(confirm);
    let second!: Promise<boolean>;
    act(() => {
      second = askToReconfirm(confirm);
    });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});

describe('askToReconfirm without a mounted dialog', () => {
  it('answers false at once (the action fails with its refusal)', async () => {
    await expect(askToReconfirm(vi.fn())).resolves.toBe(false);
  });
});
