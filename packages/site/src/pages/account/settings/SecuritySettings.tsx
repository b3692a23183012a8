import { type PasswordChangeParams, validatePasswordChange } from '@csi/api-client';
import { Button, Card, Input, PasswordInput } from '@csi/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useFeedback } from '../../../hooks/useFeedback';
import { CurrentPasswordDialog } from './CurrentPasswordDialog';

/** Body of the modal refusing a second e-mail verification (SPEC section 5). */
export const ALREADY_VERIFIED_MESSAGE = 'Your email is already verified.';

/** Props of {@link SecuritySettings}. */
export interface SecuritySettingsProps {
  /** Whether the e-mail is verified; both verification buttons refuse when it is. */
  emailVerified: boolean;
  /** Sends a verification code to the user's e-mail. */
  onRequestCode: () => void;
  /** Submits the verification code. */
  onVerify: (code: string) => void;
  /** Changes the password (the new one checked by the shared rules); resolves true when it was changed. */
  onChangePassword: (params: PasswordChangeParams) => Promise<boolean>;
  /** Issues a new social code, with the current password. */
  onChangeSocialCode: (currentPassword: string) => void;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const NO_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Security Settings: e-mail verification by one-time code, password change (current password, new password and its
 * confirmation) and social code change (asks for the current password).
 */
export function SecuritySettings(props: SecuritySettingsProps) {
  const { showModal } = useFeedback();
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState(NO_PASSWORDS);
  const [askingForSocialCode, setAskingForSocialCode] = useState(false);
  const unlessVerified = (action: () => void) => () =>
    props.emailVerified ? showModal('Error', ALREADY_VERIFIED_MESSAGE) : action();
  const typed = (field: keyof typeof NO_PASSWORDS) => (event: { target: { value: string } }) =>
    setPasswords({ ...passwords, [field]: event.target.value });
  const changePassword = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await validatePasswordChange(passwords);
    if (invalid) return showModal('Validation Error', invalid);
    const { currentPassword, newPassword } = passwords;
    if (await props.onChangePassword({ currentPassword, newPassword })) setPasswords(NO_PASSWORDS);
  };
  return (
    <Card as="section" aria-label="Security Settings">
      <h2>Security Settings</h2>
      <h3>Verify your email</h3>
      <Input
        label="OTP code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Actions>
        <Button variant="secondary" onClick={unlessVerified(props.onRequestCode)}>
          Request verification code
        </Button>
        <Button onClick={unlessVerified(() => props.onVerify(code.trim()))}>Verify email</Button>
      </Actions>
      <h3>Change password</h3>
      <form onSubmit={(event) => void changePassword(event)} noValidate>
        {/* No minLength: its message would appear when the field loses focus, i.e. as the button is pressed, and
            push the button away from under the pointer, so the click never landed; the check runs on submit. */}
        <p>Forgot it? Sign in with a one-time code, then leave the current password empty for the next 15 minutes.</p>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={passwords.currentPassword}
          onChange={typed('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={passwords.newPassword}
          onChange={typed('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          value={passwords.confirmPassword}
          onChange={typed('confirmPassword')}
        />
        <Actions>
          <Button type="submit">Change password</Button>
        </Actions>
      </form>
      <h3>Social code</h3>
      <p>Your social code lets people find your profile in the CSI social app.</p>
      <div>
        <Button variant="secondary" onClick={() => setAskingForSocialCode(true)}>
          Change social code
        </Button>
      </div>
      {askingForSocialCode && (
        <CurrentPasswordDialog
          title="Change social code"
          description="People with your current code will no longer find your profile, and your other sessions are signed out."
          onConfirm={props.onChangeSocialCode}
          onClose={() => setAskingForSocialCode(false)}
        />
      )}
    </Card>
  );
}
