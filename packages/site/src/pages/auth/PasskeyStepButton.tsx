import type { PasskeyAuthenticationResponse } from '@csi/api-client';
import { Button } from '@csi/ui';
import { useFeedback } from '../../hooks/useFeedback';
import { askForPasskey } from '../../lib/askForPasskey';
import { passkeyErrorMessage } from '../../lib/passkeyErrorMessage';
import { useWebAuthnSupport } from '../../lib/useWebAuthnSupport';

/** Props of {@link PasskeyStepButton}. */
export interface PasskeyStepButtonProps {
  /** The challenge of the sign-in's second step. */
  challenge: string;
  /** Completes the second step with the passkey's answer (and shows its own refusals). */
  onPasskey: (passkey: PasskeyAuthenticationResponse) => Promise<void>;
}

/** "Use your passkey" in a second step: asks the browser for one of this account's passkeys. */
export function PasskeyStepButton({ challenge, onPasskey }: PasskeyStepButtonProps) {
  const { showModal } = useFeedback();
  if (!useWebAuthnSupport()) return null;
  const start = async () => {
    let passkey: PasskeyAuthenticationResponse;
    try {
      passkey = await askForPasskey(challenge);
    } catch (error) {
      showModal('Two-step sign-in', passkeyErrorMessage(error));
      return;
    }
    await onPasskey(passkey);
  };
  return (
    <Button type="button" onClick={() => void start()}>
      Use your passkey
    </Button>
  );
}
