import type { AxiosInstance, Method, ResponseType } from 'axios';
import type { InFlightTracker } from './createInFlightCounter';
import { TokenNotAvailableError } from './errors';
import type { SessionKeeper } from './token/SessionKeeper';
import { toApiError } from './toApiError';

/** One call: a path relative to the client's base URL (or an absolute URL) and its options. */
export interface RequestOptions {
  /** HTTP method. @default 'GET' */
  method?: Method;
  /** Path relative to the base URL, without a leading slash; an absolute URL goes elsewhere. */
  path: string;
  /**
   * Send the session's credentials (`Authorization: Bearer <token>`, or the cookie); without a session, fail with
   * 'Token not available'. @default false
   */
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
  /**
   * Count the call in the in-flight counter (the site's loading overlay). @default true, but false for a call with
   * `onUploadProgress`: that call's page shows its own progress, which an overlay would hide.
   */
  track?: boolean;
  /** Called as the body is sent (a file's upload): bytes sent so far and the body's size when known. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** How much of a request body is sent: `loaded` bytes of `total` (absent when the size is unknown). */
export interface UploadProgress {
  loaded: number;
  total?: number;
}

/** Options a resource passes on to the request of one call (e.g. a file upload's progress). */
export type CallOptions = Pick<RequestOptions, 'onUploadProgress'>;

/** The one request function every resource uses; resolves with the answer body. */
export type ApiRequest = <T>(options: RequestOptions) => Promise<T>;

/** True for a path that is an absolute URL (a call to another service, which gets none of the session's headers). */
const isAbsolute = (path: string) => /^[a-z][a-z\d+.-]*:/i.test(path);

/** Builds the request function over an axios instance, the session and the in-flight counter. */
export function createRequest(http: AxiosInstance, session: SessionKeeper, inFlight: InFlightTracker): ApiRequest {
  return async <T>({
    method = 'GET',
    path,
    auth = false,
    headers,
    onUploadProgress,
    track = onUploadProgress === undefined,
    ...rest
  }: RequestOptions) => {
    const credentials = auth ? session.credentials() : {};
    if (!credentials) throw new TokenNotAvailableError();
    const ownApi = !isAbsolute(path);
    if (track) inFlight.start();
    try {
      const response = await http.request<T>({
        ...rest,
        method,
        url: path,
        withCredentials: ownApi && session.withCredentials,
        headers: { ...(ownApi ? session.headers : {}), ...headers, ...credentials },
        onUploadProgress: onUploadProgress && (({ loaded, total }) => onUploadProgress({ loaded, total })),
      });
      return response.data;
    } catch (error) {
      throw toApiError(error);
    } finally {
      if (track) inFlight.end();
    }
  };
}
