import { ApiError } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../lib/testing/renderView';
import { CODE_SENT_MESSAGE, ForgotPasswordForm } from './ForgotPasswordForm';

describe('ForgotPasswordForm', () => {
  it('starts in mode 1: the code field is hidden and the button sends a code', () => {
    renderView(<ForgotPasswordForm onRequestCode={vi.fn()} onSubmitCode={vi.fn()} onSecondStep={vi.fn()} />);
    expect(screen.queryByRole('textbox', { name: 'One time code' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('after a code was sent, shows the spec message and the code field, then submits email and code', async () => {
    const onRequestCode = vi.fn().mockResolvedValue({ msg: 'sent', data: null });
    const onSubmitCode = vi.fn();
    renderView(<ForgotPasswordForm onRequestCode={onRequestCode} onSubmitCode={onSubmitCode} onSecondStep={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' jane@csi.co.ke ');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(onRequestCode).toHaveBeenCalledWith('jane@csi.co.ke');
    expect(screen.getByText(CODE_SENT_MESSAGE)).toBeInTheDocument();
    expect(CODE_SENT_MESSAGE).toBe('Please enter the one time code sent to your email');
    await user.type(screen.getByRole('textbox', { name: 'One time code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(onSubmitCode).toHaveBeenCalledWith({ email: 'jane@csi.co.ke', activationCode: '123456' });
  });

  it("reveals the code field with 'i have the Otp' without sending a code", async () => {
    const onRequestCode = vi.fn();
    renderView(<ForgotPasswordForm onRequestCode={onRequestCode} onSubmitCode={vi.fn()} onSecondStep={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'i have the Otp' }));
    expect(screen.getByRole('textbox', { name: 'One time code' })).toBeInTheDocument();
    expect(onRequestCode).not.toHaveBeenCalled();
  });

  it("given a failed code request, stays in mode 1 and shows 'Authentication Error' with the server's msg", async () => {
    const onRequestCode = vi.fn().mockRejectedValue(new ApiError(404, 'No account uses this email.'));
    renderView(<ForgotPasswordForm onRequestCode={onRequestCode} onSubmitCode={vi.fn()} onSecondStep={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nobody@csi.co.ke');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const dialog = screen.getByRole('dialog', { name: 'Authentication Error' });
    expect(within(dialog).getByText('No account uses this email.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'One time code' })).not.toBeInTheDocument();
  });

  it("given a refused code, shows 'Authentication Error' with the server's msg", async () => {
    const onSubmitCode = vi.fn().mockRejectedValue(new ApiError(400, 'The code is wrong or has expired.'));
    renderView(<ForgotPasswordForm onRequestCode={vi.fn()} onSubmitCode={onSubmitCode} onSecondStep={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'jane@csi.co.ke');
    await user.click(screen.getByRole('button', { name: 'i have the Otp' }));
    await user.type(screen.getByRole('textbox', { name: 'One time code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Authentication Error' });
    expect(within(dialog).getByText('The code is wrong or has expired.')).toBeInTheDocument();
  });

  it('on an account with two-step sign-in asks for the second step, and only its answer signs in', async () => {
    const secondStep = { challenge: 'signed.challenge', factors: ['totp', 'recoveryCode'], expiresAt: 0 };
    const onSubmitCode = vi.fn().mockResolvedValue({ msg: 'second step', data: { secondStep } });
    const onSecondStep = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(401, 'The code is wrong or was already used.'))
      .mockResolvedValue({ msg: 'Login successful', data: { role: 'user', exp: 1 } });
    renderView(
      <Routes>
        <Route
          path="/auth/forgot-password"
          element={
            <ForgotPasswordForm onRequestCode={vi.fn()} onSubmitCode={onSubmitCode} onSecondStep={onSecondStep} />
          }
        />
        <Route path="/ac" element={<h1>Account area</h1>} />
      </Routes>,
      '/auth/forgot-password',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'jane@csi.co.ke');
    await user.click(screen.getByRole('button', { name: 'i have the Otp' }));
    await user.type(screen.getByRole('textbox', { name: 'One time code' }), '12345678');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Account area' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const refusal = await screen.findByRole('dialog', { name: 'Two-step sign-in' });
    expect(within(refusal).getByText('The code is wrong or was already used.')).toBeInTheDocument();
    expect(onSecondStep).toHaveBeenCalledWith({ challenge: 'signed.challenge', code: '000000' });
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Account area' })).toBeInTheDocument();
    expect(onSecondStep).toHaveBeenLastCalledWith({ challenge: 'signed.challenge', recoveryCode: 'abcd-efgh' });
  });
});
