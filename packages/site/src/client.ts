import { createClient } from '@csi/api-client';
import { registerInFlightCounter } from './lib/inFlightRequests';
import { askToReconfirm } from './lib/reconfirmRequests';

/**
 * The one API client of the site, talking to the server it was served from. (Importable on the server, where the
 * loaders read through their own client instead: see siteClient.) Cookie mode: the session is an
 * HttpOnly cookie the server sets, so no page script (nor an injected one) can read the token. A sensitive action
 * refused because sudo mode lapsed asks for the password, a code or a passkey in the shell's dialog and goes again.
 */
export const client = createClient({
  baseURL: typeof window === 'undefined' ? '/' : window.location.origin + '/',
  session: 'cookie',
  reconfirm: (): Promise<boolean> =>
    askToReconfirm((proof) => client.twoFactor.confirmIdentity(proof), {
      available: async () => (await client.twoFactor.status()).data.passkeys > 0,
      // Loaded when asked: the browser's WebAuthn helper stays out of the pages that never confirm.
      answer: async () => (await import('./lib/askForPasskey')).askForPasskeyToConfirm(),
    }),
});

// The shell's loading overlay follows this client's requests from now on.
registerInFlightCounter(client.inFlight);
