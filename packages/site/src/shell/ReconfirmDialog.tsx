import { Button, Input, Modal, PasswordInput } from '@csi/ui';
import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../lib/errorMessage';
import { passkeyErrorMessage } from '../lib/passkeyErrorMessage';
import { currentReconfirm, subscribeReconfirm, type ReconfirmRequest } from '../lib/reconfirmRequests';
import { useWebAuthnSupport } from '../lib/useWebAuthnSupport';

/** The dialog's title, also its accessible name. */
export const RECONFIRM_TITLE = 'Confirm it is you';

/** Why the dialog asks. */
export const RECONFIRM_DESCRIPTION =
  'This change needs a recent check that it is you. Enter your password or a code from your authenticator app, and the change goes through.';

/** Said as well when the account holds a passkey this browser can use. */
export const RECONFIRM_PASSKEY = 'Or use one of your passkeys.';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const PasskeyError = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

/** True once the request's account is known to hold a passkey this browser can use; false until then. */
function useHasPasskey(request: ReconfirmRequest): boolean {
  const supported = useWebAuthnSupport();
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!supported || !request.passkey) return;
    let current = true;
    // Not knowing (the status call failed) leaves the password and the code, which always work.
    request.passkey.available().then(
      (yes) => current && setAvailable(yes),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [supported, request.passkey]);
  return supported && available;
}

/**
 * Asks for the password or an authenticator code, or offers "Use a passkey" when the account holds one and the browser
 * can use it, when a sensitive action was refused because sudo mode lapsed (lib/reconfirmRequests.ts); confirms it on
 * the server, and lets the refused action go again; Cancel fails the action with its refusal. Mounted once by the
 * shell; shows nothing while nothing waits.
 */
export function ReconfirmDialog() {
  const request = useSyncExternalStore(subscribeReconfirm, currentReconfirm, () => null);
  // A fresh form for every opening: no password typed for an earlier one stays in the field.
  return request ? <ReconfirmForm key={request.id} request={request} /> : null;
}

function ReconfirmForm({ request }: { request: ReconfirmRequest }) {
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();
  const hasPasskey = useHasPasskey(request);
  const form = useRef<HTMLFormElement>(null);
  // The field to type in takes the focus (not the dialog's close button), also after switching password and code.
  useEffect(() => form.current?.querySelector('input')?.focus(), [withCode]);
  const confirmWithPasskey = async () => {
    if (!request.passkey) return;
    setBusy(true);
    setPasskeyError(undefined);
    try {
      await request.confirm({ passkey: await request.passkey.answer() });
      request.settle(true);
    } catch (refusal) {
      setPasskeyError(passkeyErrorMessage(refusal));
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      return setError(withCode ? 'Enter the code from your authenticator app.' : 'Enter your password.');
    }
    setBusy(true);
    try {
      await request.confirm(withCode ? { code: value.trim() } : { currentPassword: value });
      request.settle(true);
    } catch (refusal) {
      setError(errorMessage(refusal));
      setBusy(false);
    }
  };
  const switchProof = () => {
    setWithCode(!withCode);
    setValue('');
    setError(undefined);
  };
  return (
    <Modal
      open
      title={RECONFIRM_TITLE}
      description={hasPasskey ? `${RECONFIRM_DESCRIPTION} ${RECONFIRM_PASSKEY}` : RECONFIRM_DESCRIPTION}
      onClose={() => request.settle(false)}
    >
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
        {withCode ? (
          <Input
            key="code"
            label="Code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={value}
            error={error}
            onChange={(e) => setValue(e.target.value)}
          />
        ) : (
          <PasswordInput
            key="password"
            label="Password"
            autoComplete="current-password"
            value={value}
            error={error}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
        <Actions>
          <Button type="submit" disabled={busy}>
            Confirm
          </Button>
          <Button type="button" variant="secondary" onClick={switchProof}>
            {withCode ? 'Use your password instead' : 'Use an authenticator code instead'}
          </Button>
          {hasPasskey && (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void confirmWithPasskey()}>
              Use a passkey
            </Button>
          )}
        </Actions>
        {passkeyError && <PasskeyError role="alert">{passkeyError}</PasskeyError>}
      </form>
    </Modal>
  );
}
