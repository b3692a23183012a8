import {
  isSecondStep,
  validateEmail,
  type LoginPayload,
  type SecondStepData,
  type SecondStepPayload,
} from '@csi/api-client';
import { Button, Input, PasswordInput } from '@csi/ui';
import { useState, type FormEvent } from 'react';
import { useFeedback } from '../../hooks/useFeedback';
import { useSignIn } from '../../lib/useSignIn';
import { PasskeySignInButton } from './PasskeySignInButton';
import { SecondStepForm } from './SecondStepForm';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Signs in (stores the token); answers the envelope, rejects with the server's refusal. */
  onLogin: (payload: LoginPayload) => Promise<unknown>;
  /** Completes a two-step sign-in with a code or a recovery code (stores the token). */
  onSecondStep?: (payload: SecondStepPayload) => Promise<unknown>;
}

/**
 * Email and password; a missing or malformed e-mail or a missing password is said in a 'ValidationError' modal (as on
 * registration) without calling the server; success goes to /ac, failure shows 'Authentication Error' with the
 * server's msg. On an account with two-step sign-in the server answers a challenge instead of a session: the form
 * then asks for the second step.
 */
export function LoginForm({ onLogin, onSecondStep }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [secondStep, setSecondStep] = useState<SecondStepData['secondStep'] | null>(null);
  const signIn = useSignIn('Authentication Error');
  const { showModal } = useFeedback();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email) ?? (password ? null : 'Password is required.');
    if (invalid) return showModal('ValidationError', invalid);
    void signIn(async () => {
      const reply = await onLogin({ username: email.trim(), password });
      const data = typeof reply === 'object' && reply !== null && 'data' in reply ? reply.data : undefined;
      // Not signed in yet: stay on this page for the second step.
      if (isSecondStep(data)) {
        setSecondStep(data.secondStep);
        return false;
      }
      return true;
    });
  };
  if (secondStep && onSecondStep) {
    return (
      <SecondStepForm
        factors={secondStep.factors}
        challenge={secondStep.challenge}
        onSubmit={(proof) => onSecondStep({ challenge: secondStep.challenge, ...proof })}
        onRestart={() => {
          setSecondStep(null);
          setPassword('');
        }}
      />
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit">Sign In</Button>
      <PasskeySignInButton />
    </form>
  );
}
