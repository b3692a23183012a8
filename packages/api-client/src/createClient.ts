import axios, { type AxiosAdapter } from 'axios';
import { createInFlightCounter, type InFlightCounter } from './createInFlightCounter';
import { createRequest } from './request';
import { createAdminResource } from './resources/admin';
import { createApisResource } from './resources/apis';
import { createArticlesResource } from './resources/articles';
import { createAuthResource } from './resources/auth';
import { createContentResource } from './resources/content';
import { createGeoResource } from './resources/geo';
import { createHireResource } from './resources/hire';
import { createImagesResource } from './resources/images';
import { createPaymentsResource } from './resources/payments';
import { createPlaygroundResource } from './resources/playground';
import { createProfileResource } from './resources/profile';
import { createSocialResource } from './resources/social';
import { createSupportResource } from './resources/support';
import { createWalletResource } from './resources/wallet';
import { localStorageTokenStore, type TokenStore } from './token/tokenStore';

/** How to reach the API. */
export interface ClientOptions {
  /** Base URL of the API, ending with a slash. @default '/' (same origin) */
  baseURL?: string;
  /** Where the login token lives. @default localStorageTokenStore() (key `token`) */
  tokenStore?: TokenStore;
  /** An axios adapter, e.g. one that records outgoing requests in tests. @default axios' own */
  adapter?: AxiosAdapter;
  /** Timeout of every call in ms (0: none). @default 0 */
  timeout?: number;
}

/** Creates the API client: one resource per area of the spec over one request function. */
export function createClient({
  baseURL = '/',
  tokenStore = localStorageTokenStore(),
  adapter,
  timeout = 0,
}: ClientOptions = {}) {
  const http = axios.create({ baseURL, timeout, ...(adapter ? { adapter } : {}) });
  const inFlight = createInFlightCounter();
  const request = createRequest(http, tokenStore, inFlight);
  return {
    /** The base URL calls are made against. */
    baseURL,
    /** The token store the client reads and writes. */
    tokenStore,
    /** Requests in flight, for a loading overlay. */
    inFlight: inFlight as InFlightCounter,
    auth: createAuthResource(request, tokenStore),
    profile: createProfileResource(request, tokenStore),
    wallet: createWalletResource(request),
    payments: createPaymentsResource(request),
    apis: createApisResource(request),
    playground: createPlaygroundResource(request),
    articles: createArticlesResource(request),
    content: createContentResource(request),
    support: createSupportResource(request),
    hire: createHireResource(request),
    admin: createAdminResource(request),
    social: createSocialResource(request),
    images: createImagesResource(request),
    geo: createGeoResource(request),
  };
}

/** A client made by {@link createClient}. */
export type Client = ReturnType<typeof createClient>;
