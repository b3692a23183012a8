import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import { SecuritySettings } from './SecuritySettings';

const renderSettings = (emailVerified: boolean) => {
  const props = {
    emailVerified,
    onRequestCode: vi.fn(),
    onVerify: vi.fn(),
    onChangePassword: vi.fn().mockResolvedValue(true),
    onChangeSocialCode: vi.fn(),
  };
  renderPage(<SecuritySettings {...props} />);
  return props;
};

/** Puts `text` into a field at once, as a password manager does (typing it key by key is slow). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('SecuritySettings', () => {
  it.each(['Request verification code', 'Verify email'])(
    'given a verified email, refuses %j with the Error modal',
    async (button) => {
      const props = renderSettings(true);
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent('Your email is already verified.');
      expect(props.onRequestCode).not.toHaveBeenCalled();
      expect(props.onVerify).not.toHaveBeenCalled();
    },
  );

  it('given an unverified email, submits the typed code', async () => {
    const props = renderSettings(false);
    await userEvent.type(screen.getByLabelText('OTP code'), ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(props.onVerify).toHaveBeenCalledWith('123456');
  });

  it('refuses a new password under 8 characters', async () => {
    const props = renderSettings(false);
    await fill(screen.getByLabelText('Current password'), 'my-current-password');
    await fill(screen.getByLabelText('New password'), 'short');
    await fill(screen.getByLabelText('Confirm new password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Validation Error' })).toHaveTextContent(
      'Password must be at least 8 characters long.',
    );
    expect(props.onChangePassword).not.toHaveBeenCalled();
  });

  it.each([
    ['12345678', '12345678', 'This password is too common. Choose one that is harder to guess.'],
    ['LongEnough1!', 'LongEnough1?', 'Passwords do not match.'],
  ])('refuses the new password %j confirmed as %j: %s', async (newPassword, confirmation, message) => {
    const props = renderSettings(false);
    await fill(screen.getByLabelText('Current password'), 'my-current-password');
    await fill(screen.getByLabelText('New password'), newPassword);
    await fill(screen.getByLabelText('Confirm new password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Validation Error' })).toHaveTextContent(message);
    expect(props.onChangePassword).not.toHaveBeenCalled();
  });

  it('sends the current and the new password, then empties the fields', async () => {
    const props = renderSettings(false);
    await fill(screen.getByLabelText('Current password'), 'my-current-password');
    await fill(screen.getByLabelText('New password'), 'LongEnough1!');
    await fill(screen.getByLabelText('Confirm new password'), 'LongEnough1!');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() =>
      expect(props.onChangePassword).toHaveBeenCalledWith({
        currentPassword: 'my-current-password',
        newPassword: 'LongEnough1!',
      }),
    );
    await vi.waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
  });

  it('asks for the current password before changing the social code', async () => {
    const props = renderSettings(false);
    await userEvent.click(screen.getByRole('button', { name: 'Change social code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change social code' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change social code' }));
    expect(within(dialog).getByText('Enter your current password to make this change.')).toBeInTheDocument();
    expect(props.onChangeSocialCode).not.toHaveBeenCalled();
    await fill(within(dialog).getByLabelText('Current password'), 'my-current-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change social code' }));
    expect(props.onChangeSocialCode).toHaveBeenCalledWith('my-current-password');
  });

  it('leaving the new-password field adds no message that would push the Change password button away', async () => {
    renderSettings(false);
    const field = screen.getByLabelText('New password');
    await userEvent.type(field, 'short');
    await userEvent.tab();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/must be at least/)).not.toBeInTheDocument();
  });
});
