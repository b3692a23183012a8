import { createClient } from '@csi/api-client';

/**
 * The one API client of the site, talking to the server it was served from. Cookie mode: the session is an
 * HttpOnly cookie the server sets, so no page script (nor an injected one) can read the token.
 */
export const client = createClient({ baseURL: window.location.origin + '/', session: 'cookie' });
