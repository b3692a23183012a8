import type { ServerConfig } from '../../config';

/** The relying party passkeys are made for and checked against. */
export interface RelyingParty {
  /** The domain a passkey is bound to (WebAuthn's RP ID). */
  id: string;
  /** The name authenticators show beside the account. */
  name: string;
  /** The page origins a ceremony may come from. */
  origins: string[];
}

/** Loopback addresses: a browser refuses an IP address as RP ID, and treats `localhost` as a secure context. */
const LOOPBACK = new Set(['127.0.0.1', '[::1]', '::1']);

/**
 * WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS when set; otherwise the host of PUBLIC_URL and its origin. A loopback PUBLIC_URL
 * (the one-port local server, `http://127.0.0.1:8080`) gives `localhost` and its origin on the same port, since no
 * browser accepts an IP address as RP ID: passkeys work on `http://localhost:8080` with no set-up.
 */
export function relyingParty(
  config: Pick<ServerConfig, 'publicUrl' | 'webauthnRpId' | 'webauthnOrigins'>,
): RelyingParty {
  const url = new URL(config.publicUrl);
  const loopback = LOOPBACK.has(url.hostname);
  if (loopback) url.hostname = 'localhost';
  const id = config.webauthnRpId ?? url.hostname;
  const origins = config.webauthnOrigins ?? [url.origin];
  return { id, name: 'CSI', origins };
}
