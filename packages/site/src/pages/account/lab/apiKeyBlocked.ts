/** Title of the modal refusing a call with a blocked key (SPEC section 5). */
export const API_KEY_BLOCKED_TITLE = 'API Key Blocked';

/** Body of that modal. */
export const API_KEY_BLOCKED_MESSAGE =
  'Your API key is blocked. Switch off the revoke setting in Settings, or contact the administrator.';
