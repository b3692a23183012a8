import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * True when this browser can use passkeys. False on the server and while a server-rendered page is taken over, so
 * the HTML and the first render in the browser agree; the browser's answer follows at once.
 */
export function useWebAuthnSupport(): boolean {
  return useSyncExternalStore(unchanging, browserSupportsWebAuthn, () => false);
}
