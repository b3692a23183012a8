import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import { SecuritySettings } from './SecuritySettings';

const renderSettings = (emailVerified: boolean) => {
  const props = {
    emailVerified,
    onRequestCode: vi.fn(),
    onVerify: vi.fn(),
    onChangePassword: vi.fn(),
    onChangeSocialCode: vi.fn(),
  };
  renderPage(<SecuritySettings {...props} />);
  return props;
};

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
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Validation Error' })).toHaveTextContent(
      'Password must be at least 8 characters long.',
    );
    expect(props.onChangePassword).not.toHaveBeenCalled();
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
