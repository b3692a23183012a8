import { localStorageTokenStore } from '@csi/api-client';

/** Where the site keeps the login token (localStorage key `token`); shared by the client and the session. */
export const tokenStore = localStorageTokenStore();
