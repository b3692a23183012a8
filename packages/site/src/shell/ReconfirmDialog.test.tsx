import { ApiError } from '@csi/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askToReconfirm, type ReconfirmPasskey } from '../lib/reconfirmRequests';
import { renderView } from '../lib/testing/renderView';
import { RECONFIRM_TITLE, ReconfirmDialog } from './ReconfirmDialog';

/** Mounts the dialog as the shell does, then a refused action asks it; answers the action's promise. */
async function ask(confirm: (proof: object) => Promise<unknown>, passkey?: ReconfirmPasskey) {
  renderView(<ReconfirmDialog />);
  let answer!: Promise<boolean>;
  act(() => {
    answer = askToReconfirm(confirm, passkey);
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

describe('ReconfirmDialog with passkeys', () => {
  // A browser with WebAuthn (jsdom has none): what @simplewebauthn/browser looks for.
  const withWebAuthn = () => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  afterEach(() => vi.unstubAllGlobals());
  const passkeyAnswer = { id: 'cred', rawId: 'cred', type: 'public-key' } as never;

  it("confirms with the account's passkey, then lets the action go again", async () => {
    withWebAuthn();
    const confirm = vi.fn().mockResolvedValue({ msg: 'Identity confirmed.' });
    const answerPasskey = vi.fn().mockResolvedValue(passkeyAnswer);
    const { answer, dialog } = await ask(confirm, { available: async () => true, answer: answerPasskey });
    const usePasskey = await within(dialog).findByRole('button', { name: 'Use a passkey' });
    expect(dialog).toHaveTextContent('Or use one of your passkeys.');
    await userEvent.click(usePasskey);
    await expect(answer).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledWith({ passkey: passkeyAnswer });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why a passkey did not confirm and keeps asking', async () => {
    withWebAuthn();
    const confirm = vi.fn().mockResolvedValue({ msg: 'Identity confirmed.' });
    const cancelled = Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
    });
    const { answer, dialog } = await ask(confirm, {
      available: async () => true,
      answer: vi.fn().mockRejectedValue(cancelled),
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Use a passkey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The passkey request was cancelled or timed out. Try again when your device asks.',
    );
    expect(confirm).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  });

  it('offers no passkey to an account without one', async () => {
    withWebAuthn();
    const available = vi.fn().mockResolvedValue(false);
    const { dialog } = await ask(vi.fn(), { available, answer: vi.fn() });
    await waitFor(() => expect(available).toHaveBeenCalled());
    expect(within(dialog).getByRole('button', { name: 'Use an authenticator code instead' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  });

  it('offers no passkey in a browser without WebAuthn, and does not ask the server', async () => {
    const available = vi.fn().mockResolvedValue(true);
    const { dialog } = await ask(vi.fn(), { available, answer: vi.fn() });
    expect(within(dialog).getByRole('button', { name: 'Use an authenticator code instead' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    expect(available).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  });
});

describe('askToReconfirm without a mounted dialog', () => {
  it('answers false at once (the action fails with its refusal)', async () => {
    await expect(askToReconfirm(vi.fn())).resolves.toBe(false);
  });
});
