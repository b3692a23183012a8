import type { SecondFactor } from '@csi/api-client';
import { Button, Input } from '@csi/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSignIn } from '../../lib/useSignIn';

/** Props of {@link SecondStepForm}. */
export interface SecondStepFormProps {
  /** The factors the account can complete the sign-in with. */
  factors: SecondFactor[];
  /** Completes the sign-in with a code of the app or a recovery code; rejects with the server's refusal. */
  onSubmit: (proof: { code?: string; recoveryCode?: string }) => Promise<unknown>;
  /** Back to e-mail and password (the challenge expired or the user wants another account). */
  onRestart: () => void;
}

/**
 * The second step of a sign-in: a 6-digit code of the authenticator app, or (switching with a button) one of the
 * recovery codes. The heading takes focus, so a screen reader announces the new step.
 */
export function SecondStepForm({ factors, onSubmit, onRestart }: SecondStepFormProps) {
  const [useRecovery, setUseRecovery] = useState(!factors.includes('totp'));
  const [value, setValue] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const signIn = useSignIn('Two-step sign-in');
  useEffect(() => heading.current?.focus(), [useRecovery]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(() => onSubmit(useRecovery ? { recoveryCode: value.trim() } : { code: value.trim() }));
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="second-step-heading">
      <h2 id="second-step-heading" ref={heading} tabIndex={-1}>
        Two-step sign-in
      </h2>
      <p>
        {useRecovery
          ? 'Enter one of your recovery codes. Each code works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      {useRecovery ? (
        <Input
          key="recovery"
          label="Recovery code"
          autoComplete="off"
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      ) : (
        <Input
          key="totp"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      <Button type="submit">Verify</Button>
      {factors.includes('totp') && factors.includes('recoveryCode') && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setValue('');
          }}
        >
          {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Button>
      )}
      <Button type="button" variant="secondary" onClick={onRestart}>
        Start over
      </Button>
    </form>
  );
}
