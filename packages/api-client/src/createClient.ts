import axios, { type AxiosAdapter } from 'axios';
import { createInFlightCounter, type InFlightCounter } from './createInFlightCounter';
import { createRequest, type Reconfirm } from './request';
import type { RetryOptions } from './retry/RetryOptions';
import { createAdminResource } from './resources/admin';
import { createApisResource } from './resources/apis';
import { createArticlesResource } from './resources/articles';
import { createAuditResource } from './resources/audit';
import { createAuthResource, type SignInData } from './resources/auth';
import { createContentResource } from './resources/content';
import { createGeoResource } from './resources/geo';
import { createHireResource } from './resources/hire';
import { createImagesResource } from './resources/images';
import { createPaymentsResource } from './resources/payments';
import { createPlaygroundResource } from './resources/playground';
import { createProfileResource } from './resources/profile';
import { createSessionsResource } from './resources/sessions';
import { createSocialResource } from './resources/social';
import { createSupportResource } from './resources/support';
import { createTwoFactorResource } from './resources/twoFactor';
import { createPasskeysResource } from './resources/passkeys';
import { createWalletResource } from './resources/wallet';
import { bearerSession } from './token/bearerSession';
import { cookieSession } from './token/cookieSession';
import type { SessionMode } from './token/SessionKeeper';
import { defaultTokenStore, memoryTokenStore, type TokenStore } from './token/tokenStore';

/** How to reach the API. */
export interface ClientOptions<Mode extends SessionMode = 'bearer'> {
  /** Base URL of the API, ending with a slash. @default '/' (same origin) */
  baseURL?: string;
  /**
   * How the session is kept. `bearer` (the spec's way, for Node and API users): sign-in answers carry `data.jwt`,
   * kept in `tokenStore` and sent as `Authorization: Bearer`. `cookie` (browsers, the site): the server keeps the
   * session in an HttpOnly cookie no page script can read; the client stores no token. @default 'bearer'
   */
  session?: Mode;
  /**
   * Where the login token lives in `bearer` mode: @default localStorageTokenStore() (key `csi-api-client:token`) where there is a
   * `localStorage`, memoryTokenStore() elsewhere (plain Node); unused with `cookie`
   */
  tokenStore?: TokenStore;
  /** An axios adapter, e.g. one that records outgoing requests in tests. @default axios' own */
  adapter?: AxiosAdapter;
  /** Timeout of every call in ms (0: none); a call's own `timeout` wins. @default 0 */
  timeout?: number;
  /**
   * Sends a failed call again, with exponential backoff, where that cannot do the work twice: 429 and 503 answers,
   * and lost connections of idempotent methods or of calls with an `idempotencyKey`. @default off
   */
  retry?: RetryOptions;
  /**
   * Confirms the identity when a sensitive action is refused because the session's sudo mode lapsed (code
   * 'RECENT_AUTHENTICATION_REQUIRED'); resolving true sends the refused call once more. @default none: the call fails
   */
  reconfirm?: Reconfirm;
}

/** Creates the API client: one resource per area of the spec over one request function. */
export function createClient<Mode extends SessionMode = 'bearer'>({
  baseURL = '/',
  session: mode,
  tokenStore = mode === 'cookie' ? memoryTokenStore() : defaultTokenStore(),
  adapter,
  timeout = 0,
  retry,
  reconfirm,
}: ClientOptions<Mode> = {}) {
  const http = axios.create({
    baseURL,
    timeout,
    // The request layer parses JSON itself (so a bad body is an error, not a string); timeouts say 'ETIMEDOUT'.
    transitional: { forcedJSONParsing: false, clarifyTimeoutError: true },
    ...(adapter ? { adapter } : {}),
  });
  const inFlight = createInFlightCounter();
  const session = mode === 'cookie' ? cookieSession() : bearerSession(tokenStore);
  const request = createRequest(http, session, inFlight, retry, reconfirm);
  return {
    /** The base URL calls are made against. */
    baseURL,
    /** The token store the client reads and writes (`bearer` mode; always empty in `cookie` mode). */
    tokenStore,
    /** How the client keeps its session. */
    session,
    /** Requests in flight, for a loading overlay. */
    inFlight: inFlight as InFlightCounter,
    auth: createAuthResource<SignInData<Mode>>(request, session),
    profile: createProfileResource<SignInData<Mode>>(request, session),
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
    sessions: createSessionsResource(request),
    audit: createAuditResource(request),
    twoFactor: createTwoFactorResource<SignInData<Mode>>(request, session),
    passkeys: createPasskeysResource<SignInData<Mode>>(request, session),
  };
}

/** A client made by {@link createClient}. */
export type Client<Mode extends SessionMode = 'bearer'> = ReturnType<typeof createClient<Mode>>;
