import { ApiError } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../lib/testing/renderView';
import { ContactForm } from './ContactForm';

/** Fills name and email, submits, and answers the open dialog's title and text. */
async function submitWith(send: () => Promise<{ msg: string }>, name: string, email: string) {
  renderView(<ContactForm send={send} />);
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Subject'), 'Pen test');
  await user.type(screen.getByLabelText('Message'), 'Please call me.');
  await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
  const dialog = await screen.findByRole('dialog');
  return { title: within(dialog).getByRole('heading').textContent, dialog };
}

describe('ContactForm', () => {
  it('given neither name nor email, reports the name first in a "Validation Error" modal', async () => {
    const send = vi.fn();
    const { title, dialog } = await submitWith(send, '', '');
    expect(title).toBe('Validation Error');
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('given a name with digits, reports the letters-only rule before the email', async () => {
    const { dialog } = await submitWith(vi.fn(), 'Jane2', '');
    expect(within(dialog).getByText('Name must only contain letters.')).toBeInTheDocument();
  });

  it('given a valid name, reports the email next', async () => {
    const { title, dialog } = await submitWith(vi.fn(), 'Jane', 'jane@');
    expect(title).toBe('Validation Error');
    expect(within(dialog).getByText('Invalid email format.')).toBeInTheDocument();
  });

  it("given a valid form, sends it and shows 'Success' with the server's msg", async () => {
    const send = vi.fn().mockResolvedValue({ msg: 'Thank you, we will reply soon.' });
    const { title, dialog } = await submitWith(send, 'Jane', 'jane@csi.co.ke');
    expect(send).toHaveBeenCalledWith({
      customer_name: 'Jane',
      customer_email: 'jane@csi.co.ke',
      customer_subject: 'Pen test',
      customer_message: 'Please call me.',
    });
    expect(title).toBe('Success');
    expect(within(dialog).getByText('Thank you, we will reply soon.')).toBeInTheDocument();
  });

  it('given a name with a space, a hyphen and an apostrophe ("Wanjiru O\'Brien-Otieno"), sends it', async () => {
    const send = vi.fn().mockResolvedValue({ msg: 'Thank you, we will reply soon.' });
    const { title } = await submitWith(send, "Wanjiru O'Brien-Otieno", 'wanjiru@csi.co.ke');
    expect(title).toBe('Success');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ customer_name: "Wanjiru O'Brien-Otieno" }));
  });

  it("given a server failure, shows 'Error' with the server's msg", async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(429, 'Too many messages.'));
    const { title, dialog } = await submitWith(send, 'Jane', 'jane@csi.co.ke');
    expect(title).toBe('Error');
    expect(within(dialog).getByText('Too many messages.')).toBeInTheDocument();
  });
});
