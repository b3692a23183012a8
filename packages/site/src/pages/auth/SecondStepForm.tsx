import type { PasskeyAuthenticationResponse, SecondFactor } from '@csi/api-client';
import { Button, Input } from '@csi/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSignIn } from '../../lib/useSignIn';
import { PasskeyStepButton } from './PasskeyStepButton';

/** Props of {@link SecondStepForm}. */
export interface SecondStepFormProps {
  /** The factors the account can complete the sign-in with. */
  factors: SecondFactor[];
  /** Completes the sign-in with a code of the app, a recovery code or a passkey; rejects with the server's refusal. */
  onSubmit: (proof: {
    code?: string;
    recoveryCode?: string;
    passkey?: PasskeyAuthenticationResponse;
  }) => Promise<unknown>;
  /** The second step's challenge, which a passkey request names (with factor `passkey`). */
  challenge?: string;
  /** Back to e-mail and password (the challenge expired or the user wants another account). */
  onRestart: () => void;
}

/**
 * The second step of a sign-in: a 6-digit code of the authenticator app, or (switching with a button) one of the
 * recovery codes, or a passkey (a button, when the account has one). The heading takes focus, so a screen reader
 * announces the new step.
 */
export function SecondStepForm({ factors, onSubmit, onRestart, challenge }: SecondStepFormProps) {
  const [useRecovery, setUseRecovery] = useState(!factors.includes('totp'));
  const [value, setValue] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const signIn = useSignIn('Two-step sign-in');
  useEffect(() => heading.current?.focus(), [useRecovery]);
  const passkeyStep = factors.includes('passkey') && challenge !== undefined && (
    <PasskeyStepButton challenge={challenge} onPasskey={(passkey) => signIn(() => onSubmit({ passkey }))} />
  );
  // An account whose only second factor is a passkey has no code to type.
  if (passkeyStep && !factors.includes('totp')) {
    return (
      <form onSubmit={(event) => event.preventDefault()} noValidate aria-labelledby="second-step-heading">
        <h2 id="second-step-heading" ref={heading} tabIndex={-1}>
          Two-step sign-in
        </h2>
        <p>Use one of your passkeys: your device asks you to unlock it.</p>
        {passkeyStep}
        <Button type="button" variant="secondary" onClick={onRestart}>
          Start over
        </Button>
      </form>
    );
  }
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
      {passkeyStep}
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
