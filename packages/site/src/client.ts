import { createClient } from '@csi/api-client';
import { registerInFlightCounter } from './lib/inFlightRequests';

/**
 * The one API client of the site, talking to the server it was served from. (Importable on the server, where the
 * loaders read through their own client instead: see siteClient.) Cookie mode: the session is an
 * HttpOnly cookie the server sets, so no page script (nor an injected one) can read the token.
 */
export const client = createClient({
  baseURL: typeof window === 'undefined' ? '/' : window.location.origin + '/',
  session: 'cookie',
});

// The shell's loading overlay follows this client's requests from now on.
registerInFlightCounter(client.inFlight);
