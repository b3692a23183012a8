import { validateEmail, type LoginPayload } from '@csi/api-client';
import { Button, Input, PasswordInput } from '@csi/ui';
import { useState, type FormEvent } from 'react';
import { useFeedback } from '../../hooks/useFeedback';
import { useSignIn } from '../../lib/useSignIn';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Signs in (stores the token); rejects with the server's refusal. */
  onLogin: (payload: LoginPayload) => Promise<unknown>;
}

/**
 * Email and password; a missing or malformed e-mail or a missing password is said in a 'ValidationError' modal (as on
 * registration) without calling the server; success goes to /ac, failure shows 'Authentication Error' with the
 * server's msg.
 */
export function LoginForm({ onLogin }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn('Authentication Error');
  const { showModal } = useFeedback();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email) ?? (password ? null : 'Password is required.');
    if (invalid) return showModal('ValidationError', invalid);
    void signIn(() => onLogin({ username: email.trim(), password }));
  };
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
    </form>
  );
}
