import { isAxiosError, type AxiosInstance, type AxiosResponse, type Method, type ResponseType } from 'axios';
import type { InFlightTracker } from './createInFlightCounter';
import { ApiError, TokenNotAvailableError } from './errors';
import type { RetryOptions } from './retry/RetryOptions';
import { retryDelay } from './retry/retryDelay';
import { sleep } from './retry/sleep';
import type { SessionKeeper } from './token/SessionKeeper';
import { requestIdOf, toApiError } from './toApiError';

/** How much of a request body is sent: `loaded` bytes of `total` (absent when the size is unknown). */
export interface UploadProgress {
  loaded: number;
  total?: number;
}

/** Options of one call, accepted as the optional last argument of every resource method. */
export interface CallOptions {
  /** Aborts the call (and any retry wait); it rejects with an ApiError of code 'ABORTED'. */
  signal?: AbortSignal;
  /** Timeout of each attempt in ms (0: none); it rejects with code 'ETIMEDOUT'. @default the client's */
  timeout?: number;
  /** Extra headers (they cannot replace the session's Authorization). */
  headers?: Record<string, string>;
  /**
   * Sent as `Idempotency-Key`: the server answers a repeat of the same request with the first answer (live gateway
   * calls, payment start and capture), and the client may retry the call after a lost connection.
   */
  idempotencyKey?: string;
  /** Called as the body is sent (a file's upload): bytes sent so far and the body's size when known. */
  onUploadProgress?: (progress: UploadProgress) => void;
  /**
   * Called with the status and headers (lower-case names) of every answer the server sent, an error answer included
   * (e.g. to show a call's X-Request-Id and X-Call-Cost); not called when no answer came.
   */
  onResponse?: (response: ResponseInfo) => void;
}

/** The status and headers of one answer (see CallOptions.onResponse). */
export interface ResponseInfo {
  status: number;
  headers: Record<string, string>;
}

/** The headers of an answer as plain lower-case strings. */
function headersOf(headers: unknown): Record<string, string> {
  const plain =
    typeof headers === 'object' && headers !== null && 'toJSON' in headers && typeof headers.toJSON === 'function'
      ? (headers.toJSON() as Record<string, unknown>)
      : (headers as Record<string, unknown> | null | undefined);
  return Object.fromEntries(
    Object.entries(plain ?? {}).flatMap(([name, value]) =>
      value === undefined || value === null ? [] : [[name.toLowerCase(), String(value)]],
    ),
  );
}

/** What a resource asks of the request layer: a path relative to the base URL (or an absolute URL) and its shape. */
export interface RequestOptions extends Pick<CallOptions, 'headers' | 'timeout' | 'onUploadProgress'> {
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
  /** `text` for markdown files. @default 'json' */
  responseType?: ResponseType;
  /**
   * Count the call in the in-flight counter (the site's loading overlay). @default true, but false for a call with
   * `onUploadProgress`: that call's page shows its own progress, which an overlay would hide.
   */
  track?: boolean;
}

/** The one request function every resource uses; resolves with the answer body. `call`: the caller's options. */
export type ApiRequest = <T>(options: RequestOptions, call?: CallOptions) => Promise<T>;

/** True for a path that is an absolute URL (a call to another service, which gets none of the session's headers). */
const isAbsolute = (path: string) => /^[a-z][a-z\d+.-]*:/i.test(path);

/** Methods that may be sent twice with the effect of once. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** The answer body: JSON text is parsed here (axios is told not to), so a body that is not JSON is 'BAD_JSON'. */
function bodyOf<T>(response: AxiosResponse<unknown>, responseType: ResponseType): T {
  const { data, status, headers } = response;
  if (responseType !== 'json' || typeof data !== 'string' || !data.trim()) return data as T;
  try {
    return JSON.parse(data) as T;
  } catch (cause) {
    const requestId = requestIdOf(headers as Record<string, unknown>, undefined);
    throw new ApiError(status, 'The server answered with invalid JSON', data, { code: 'BAD_JSON', requestId, cause });
  }
}

/**
 * Asked when a call is refused with code 'RECENT_AUTHENTICATION_REQUIRED' (sudo mode lapsed): confirm the identity
 * (e.g. a dialog asking for the password or a code, then twoFactor.confirmIdentity) and resolve true to send the call
 * once more, or false to fail it with that refusal.
 */
export type Reconfirm = (refusal: ApiError) => Promise<boolean>;

/** True for the refusal of a sensitive action whose session must confirm its identity first. */
export const needsReconfirm = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'RECENT_AUTHENTICATION_REQUIRED';

/**
 * Builds the request function over an axios instance, the session, the in-flight counter, the retry policy and, when
 * given, the way to confirm the identity for a sensitive action (`reconfirm`).
 */
export function createRequest(
  http: AxiosInstance,
  session: SessionKeeper,
  inFlight: InFlightTracker,
  retry: RetryOptions = { retries: 0 },
  reconfirm?: Reconfirm,
): ApiRequest {
  const send = sendOnce(http, session, inFlight, retry);
  if (!reconfirm) return send;
  return async <T>(options: RequestOptions, call?: CallOptions) => {
    try {
      return await send<T>(options, call);
    } catch (error) {
      // Asked outside the in-flight count: a loading overlay must not cover the dialog that asks.
      if (!needsReconfirm(error) || !(await reconfirm(error))) throw error;
      return send<T>(options, call);
    }
  };
}

/** The request function without reconfirmation: one call, with the retry policy's retries. */
function sendOnce(
  http: AxiosInstance,
  session: SessionKeeper,
  inFlight: InFlightTracker,
  retry: RetryOptions,
): ApiRequest {
  return async <T>(
    { method = 'GET', path, auth = false, headers, responseType = 'json', track, ...rest }: RequestOptions,
    { signal, idempotencyKey, headers: callHeaders, onResponse, ...call }: CallOptions = {},
  ) => {
    const credentials = auth ? session.credentials() : {};
    if (!credentials) throw new TokenNotAvailableError();
    const ownApi = !isAbsolute(path);
    const onUploadProgress = call.onUploadProgress ?? rest.onUploadProgress;
    const counted = track ?? onUploadProgress === undefined;
    const config = {
      ...rest,
      timeout: call.timeout ?? rest.timeout,
      method,
      url: path,
      // JSON is parsed in bodyOf (the client turns axios' own parsing off), so axios only hears of other types.
      responseType: responseType === 'json' ? undefined : responseType,
      signal,
      withCredentials: ownApi && session.withCredentials,
      headers: {
        ...(ownApi ? session.headers : {}),
        ...headers,
        ...callHeaders,
        ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }),
        ...credentials,
      },
      onUploadProgress:
        onUploadProgress && (({ loaded, total }: UploadProgress) => onUploadProgress({ loaded, total })),
    };
    const idempotentMethod = IDEMPOTENT_METHODS.has(method.toUpperCase());
    if (counted) inFlight.start();
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await http.request<unknown>(config);
          onResponse?.({ status: response.status, headers: headersOf(response.headers) });
          return bodyOf<T>(response, responseType);
        } catch (caught) {
          if (isAxiosError(caught) && caught.response) {
            onResponse?.({ status: caught.response.status, headers: headersOf(caught.response.headers) });
          }
          const error = toApiError(caught);
          const wait = retryDelay(
            { error, retry: attempt, idempotentMethod, keyed: idempotencyKey !== undefined },
            retry,
          );
          if (wait === null) throw error;
          await sleep(wait, signal);
        }
      }
    } finally {
      if (counted) inFlight.end();
    }
  };
}
