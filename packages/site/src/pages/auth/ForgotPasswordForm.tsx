import {
  isSecondStep,
  type ActivateAccountPayload,
  type SecondStepData,
  type SecondStepPayload,
} from '@csi/api-client';
import { Button, Input } from '@csi/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useFeedback } from '../../hooks/useFeedback';
import { errorMessage } from '../../lib/errorMessage';
import { useSignIn } from '../../lib/useSignIn';
import { AuthLinks } from './AuthLinks';
import { SecondStepForm } from './SecondStepForm';
import { SlideIn } from './SlideIn';

/** The message above the form once a code was sent (SPEC section 4). */
export const CODE_SENT_MESSAGE = 'Please enter the one time code sent to your email';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** Mode 1: asks the server for a code; rejects on failure. */
  onRequestCode: (email: string) => Promise<unknown>;
  /** Mode 2: submits the code (stores the token); answers the envelope, rejects on failure. */
  onSubmitCode: (payload: ActivateAccountPayload) => Promise<unknown>;
  /** Completes the sign-in of an account with two-step sign-in, whose code was only the first step. */
  onSecondStep: (payload: SecondStepPayload) => Promise<unknown>;
}

/**
 * Recovery by one-time code: mode 1 sends the code, mode 2 (code field slid in) submits it and goes to /ac; a
 * failure of either shows 'Authentication Error' with the server's msg. On an account with two-step sign-in the
 * e-mailed code is only the first step: the form then asks for the second, as the login form does.
 */
export function ForgotPasswordForm({ onRequestCode, onSubmitCode, onSecondStep }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeMode, setCodeMode] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStepData['secondStep'] | null>(null);
  const [message, setMessage] = useState('Enter the e-mail of your account and we will send you a one time code.');
  const { showModal } = useFeedback();
  const signIn = useSignIn('Authentication Error');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (codeMode) {
      return signIn(async () => {
        const reply = await onSubmitCode({ email: email.trim(), activationCode: code.trim() });
        const data = typeof reply === 'object' && reply !== null && 'data' in reply ? reply.data : undefined;
        if (!isSecondStep(data)) return true;
        setSecondStep(data.secondStep);
        return false;
      });
    }
    try {
      await onRequestCode(email.trim());
      setMessage(CODE_SENT_MESSAGE);
      setCodeMode(true);
    } catch (error) {
      showModal('Authentication Error', errorMessage(error));
    }
  };
  if (secondStep) {
    return (
      <SecondStepForm
        factors={secondStep.factors}
        onSubmit={(proof) => onSecondStep({ challenge: secondStep.challenge, ...proof })}
        onRestart={() => {
          setSecondStep(null);
          setCode('');
        }}
      />
    );
  }
  return (
    <>
      <p role="status">{message}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SlideIn open={codeMode}>
          <Input
            label="One time code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </SlideIn>
        <Button type="submit">{codeMode ? 'Verify OTP' : 'Send OTP'}</Button>
      </form>
      <AuthLinks>
        {!codeMode && (
          <Button variant="secondary" onClick={() => setCodeMode(true)}>
            i have the Otp
          </Button>
        )}
        <Link to="/auth/login">Back to login</Link>
      </AuthLinks>
    </>
  );
}
