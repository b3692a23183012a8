import { validateRegistration, type RegistrationForm } from '@csi/api-client';
import { Button, Input, PasswordInput } from '@csi/ui';
import { useState, type FormEvent } from 'react';
import { useFeedback } from '../../hooks/useFeedback';
import { useSignIn } from '../../lib/useSignIn';

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  /** Country sent with the registration (prefilled from geolocation, 'N/A' when unknown). */
  country: string;
  /** Registers (stores the token) with the checked form; rejects with the server's refusal. */
  onRegister: (form: RegistrationForm) => Promise<unknown>;
}

/**
 * The sign-up form: checks in the spec's order (a common password is refused with the password checks, its list
 * loaded on first use) and shows the first error in a 'ValidationError' modal; then registers (the client sends the
 * password trimmed, as it was checked): success goes to /ac, a refusal shows 'Registration Error' with the server's msg.
 */
export function RegisterForm({ country, onRegister }: RegisterFormProps) {
  const [form, setForm] = useState<RegistrationForm>({ email: '', password: '', confirmPassword: '' });
  const { showModal } = useFeedback();
  const signIn = useSignIn('Registration Error');
  const set = (field: keyof RegistrationForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = await validateRegistration(form);
    if (error) showModal('ValidationError', error);
    else await signIn(() => onRegister(form));
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Input
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={set('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        required
        value={form.password}
        onChange={set('password')}
      />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        required
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <Input label="Country" value={country} readOnly />
      <Button type="submit">Sign Up</Button>
    </form>
  );
}
