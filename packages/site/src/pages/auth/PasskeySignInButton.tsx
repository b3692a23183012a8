import { Button } from '@csi/ui';
import { client } from '../../client';
import { useFeedback } from '../../hooks/useFeedback';
import { askForPasskey } from '../../lib/askForPasskey';
import { passkeyErrorMessage } from '../../lib/passkeyErrorMessage';
import { useSignIn } from '../../lib/useSignIn';
import { useWebAuthnSupport } from '../../lib/useWebAuthnSupport';

/**
 * "Sign in with a passkey": asks the browser for any passkey of this site (the device asks for its unlock), then
 * signs in with it, without a password, and goes to /ac. Not shown in a browser without WebAuthn, nor before the
 * page runs in the browser.
 */
export function PasskeySignInButton() {
  const { showModal } = useFeedback();
  const signIn = useSignIn('Passkey sign-in');
  if (!useWebAuthnSupport()) return null;
  const start = async () => {
    try {
      const passkey = await askForPasskey();
      await signIn(() => client.passkeys.signIn(passkey));
    } catch (error) {
      showModal('Passkey sign-in', passkeyErrorMessage(error));
    }
  };
  return (
    <Button type="button" variant="secondary" onClick={() => void start()}>
      Sign in with a passkey
    </Button>
  );
}
