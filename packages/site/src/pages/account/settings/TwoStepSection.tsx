import type { TotpSetup, TwoFactorStatus } from '@csi/api-client';
import { Button, Card, Input } from '@csi/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { client } from '../../../client';
import { useAsync } from '../../../hooks/useAsync';
import { useFeedback } from '../../../hooks/useFeedback';
import { errorMessage } from '../../../lib/errorMessage';

/** What an administrator without a second factor must do: set apart from the section's other text. */
const Notice = styled.p`
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  padding-left: ${({ theme }) => theme.space.sm};
  font-weight: 600;
`;

/** The recovery codes as the downloaded text file holds them. */
const recoveryFile = (codes: string[]) =>
  `CSI recovery codes\n\nEach code signs in once when your authenticator app is not at hand.\n\n${codes.join('\n')}\n`;

/**
 * "Two-step sign-in" of the settings page: turn on an authenticator app (QR code, the secret for typing in, a code to
 * confirm), see and download the ten recovery codes once, replace them, or turn two-step sign-in off. An administrator
 * whose session has no second factor is told why the admin area refuses it; opened at #two-step, it takes the focus. The last two
 * need sudo mode: when it lapsed, the shell's dialog asks for the password or a code first (ReconfirmDialog). Talks
 * to the server itself, so the page mounts it with one line.
 */
export function TwoStepSection() {
  const { showModal, showPopup } = useFeedback();
  const [revision, setRevision] = useState(0);
  const loaded = useAsync(async () => (await client.twoFactor.status()).data, [revision]);
  const status: TwoFactorStatus | null = loaded.status === 'success' ? loaded.data : null;
  const reload = () => setRevision((r) => r + 1);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const sentHere = hash === '#two-step' && status !== null;
  // Sent here to set up a second factor (landingAfterSignIn): the section takes the focus, so the screen shows it
  // and a screen reader starts from it.
  useEffect(() => {
    if (sentHere) heading.current?.focus();
  }, [sentHere]);
  const run = async (title: string, action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      showModal(title, errorMessage(error));
    }
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run('Two-step sign-in', async () => {
      const reply = await client.twoFactor.confirmTotp(code.trim());
      setCodes(reply.data.recoveryCodes);
      setSetup(null);
      setCode('');
      showPopup(reply.msg);
      reload();
    });
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryFile(codes ?? [])], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'csi-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Card as="section" aria-labelledby="two-step-heading" id="two-step">
      <h2 id="two-step-heading" ref={heading} tabIndex={-1}>
        Two-step sign-in
      </h2>
      {status?.required && !status.sessionUsedSecondFactor && (
        <Notice role="alert">
          {status.totp || status.passkeys
            ? 'This session was signed in without your second step. Sign out, then sign in again with it to use the admin area.'
            : 'Administrators must use two-step sign-in. Set up an authenticator app below: until then the admin area refuses this account.'}
        </Notice>
      )}
      <p>
        {status?.totp
          ? `On: signing in asks for a code from your authenticator app. Recovery codes left: ${status.recoveryCodesLeft}.`
          : 'Off: a password alone signs in. Add an authenticator app so a stolen password is not enough.'}
      </p>
      {codes && (
        <div aria-labelledby="recovery-heading">
          <h3 id="recovery-heading">Your recovery codes</h3>
          <p>Each code signs in once. Keep them somewhere safe: they are shown only now.</p>
          <ul aria-label="Recovery codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <Button onClick={download}>Download recovery codes</Button>
        </div>
      )}
      {!status?.totp && !setup && (
        <Button
          onClick={() => void run('Two-step sign-in', async () => setSetup((await client.twoFactor.startTotp()).data))}
        >
          Set up an authenticator app
        </Button>
      )}
      {setup && (
        <form onSubmit={confirm} noValidate aria-label="Set up an authenticator app">
          <p>Scan this QR code with your authenticator app, or type the secret into it.</p>
          <img src={setup.qrCode} alt="QR code of your authenticator secret" width={200} height={200} />
          <p>
            Secret: <code aria-label="Authenticator secret">{setup.secret}</code>
          </p>
          <Input
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit">Turn on</Button>
        </form>
      )}
      {status?.totp && (
        <>
          <Button
            variant="secondary"
            onClick={() =>
              void run('Recovery codes', async () => {
                setCodes((await client.twoFactor.regenerateRecoveryCodes({})).data.recoveryCodes);
                reload();
              })
            }
          >
            New recovery codes
          </Button>
          <Button
            variant="danger"
            onClick={() =>
              void run('Two-step sign-in', async () => {
                showPopup((await client.twoFactor.disableTotp({})).msg);
                setCodes(null);
                reload();
              })
            }
          >
            Turn off two-step sign-in
          </Button>
        </>
      )}
    </Card>
  );
}
