import { createClient } from '@csi/api-client';
import { registerInFlightCounter } from './lib/inFlightRequests';
import { askToReconfirm } from './lib/reconfirmRequests';

/**
 * The one API client of the site, talking to the server it was served from. (Importable on the server, where the
 * loaders read through their own client instead: see siteClient.) Cookie mode: the session is an
 * HttpOnly cookie the server sets, so no page script (nor an injected one) can read the token. A sensitive action
 * refused because sudo mode lapsed asks for the password or a code in the shell's dialog and goes again.
 */
export const client = createClient({
  baseURL: typeof window === 'undefined' ? '/' : window.location.origin + '/',
  session: 'cookie',
  reconfirm: (): Promise<boolean> => askToReconfirm((proof) => client.twoFactor.confirmIdentity(proof)),
});

// The shell's loading overlay follows this client's requests from now on.
registerInFlightCounter(client.inFlight);
