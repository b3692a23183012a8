import type { AxiosInstance, Method, ResponseType } from 'axios';
import type { InFlightTracker } from './createInFlightCounter';
import { TokenNotAvailableError } from './errors';
import type { TokenStore } from './token/tokenStore';
import { toApiError } from './toApiError';

/** One call: a path relative to the client's base URL (or an absolute URL) and its options. */
export interface RequestOptions {
  /** HTTP method. @default 'GET' */
  method?: Method;
  /** Path relative to the base URL, without a leading slash; an absolute URL goes elsewhere. */
  path: string;
  /** Send `Authorization: Bearer <token>`; without a stored token, fail with 'Token not available'. @default false */
  auth?: boolean;
  /** Query parameters. */
  params?: Record<string, string | number>;
  /** Body: a JSON value or `FormData`. */
  data?: unknown;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** `text` for markdown files. @default 'json' */
  responseType?: ResponseType;
  /** Timeout in ms (0: none). @default the client's */
  timeout?: number;
  /** Count the call in the in-flight counter. @default true */
  track?: boolean;
}

/** The one request function every resource uses; resolves with the answer body. */
export type ApiRequest = <T>(options: RequestOptions) => Promise<T>;

/** Builds the request function over an axios instance, a token store and the in-flight counter. */
export function createRequest(http: AxiosInstance, tokenStore: TokenStore, inFlight: InFlightTracker): ApiRequest {
  return async <T>({ method = 'GET', path, auth = false, headers, track = true, ...rest }: RequestOptions) => {
    const token = auth ? tokenStore.get() : null;
    if (auth && !token) throw new TokenNotAvailableError();
    if (track) inFlight.start();
    try {
      const response = await http.request<T>({
        ...rest,
        method,
        url: path,
        headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      return response.data;
    } catch (error) {
      throw toApiError(error);
    } finally {
      if (track) inFlight.end();
    }
  };
}
