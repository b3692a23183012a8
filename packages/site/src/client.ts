import { createClient } from '@csi/api-client';
import { tokenStore } from './session/tokenStore';

/** The one API client of the site, talking to the server it was served from. */
export const client = createClient({ baseURL: window.location.origin + '/', tokenStore });
