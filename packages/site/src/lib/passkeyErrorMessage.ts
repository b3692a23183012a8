import { WebAuthnError } from '@simplewebauthn/browser';
import { errorMessage } from './errorMessage';

/**
 * The message for a failed passkey ceremony: what the browser's refusal means for the user (cancelled or timed out,
 * a passkey already on this device, no passkey support), else the server's message (errorMessage).
 */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
      return 'This device already holds a passkey for your account.';
    }
    if (error.code === 'ERROR_INVALID_DOMAIN' || error.code === 'ERROR_INVALID_RP_ID') {
      return 'Passkeys do not work on this address of the site. Open it by its usual name and try again.';
    }
  }
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'The passkey request was cancelled or timed out. Try again when your device asks.';
  }
  if (error instanceof Error && error.name === 'NotSupportedError') {
    return 'This browser cannot use passkeys. Sign in with your password instead.';
  }
  return errorMessage(error);
}
