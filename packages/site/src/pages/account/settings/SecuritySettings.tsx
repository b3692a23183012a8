import { validatePasswordLength } from '@csi/api-client';
import { Button, Card, Input, PasswordInput } from '@csi/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useFeedback } from '../../../hooks/useFeedback';

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
  /** Changes the password to one of at least 8 characters. */
  onChangePassword: (newPassword: string) => void;
  /** Issues a new social code. */
  onChangeSocialCode: () => void;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Security Settings: e-mail verification by one-time code, password change and social code change. */
export function SecuritySettings(props: SecuritySettingsProps) {
  const { showModal } = useFeedback();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const unlessVerified = (action: () => void) => () =>
    props.emailVerified ? showModal('Error', ALREADY_VERIFIED_MESSAGE) : action();
  const changePassword = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePasswordLength(password);
    if (invalid) return showModal('Validation Error', invalid);
    props.onChangePassword(password);
    setPassword('');
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
      <form onSubmit={changePassword} noValidate>
        {/* No minLength: its message would appear when the field loses focus, i.e. as the button is pressed, and
            push the button away from under the pointer, so the click never landed; the check runs on submit. */}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Actions>
          <Button type="submit">Change password</Button>
        </Actions>
      </form>
      <h3>Social code</h3>
      <p>Your social code lets people find your profile in the CSI social app.</p>
      <div>
        <Button variant="secondary" onClick={props.onChangeSocialCode}>
          Change social code
        </Button>
      </div>
    </Card>
  );
}
