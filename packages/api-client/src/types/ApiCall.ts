import type { PlaygroundEnvironment } from '@csi/contract';

/** One gateway call with its outcome (GET usfw/api-usage/my-calls). */
export interface ApiCall {
  id: number;
  /** When the call was answered, ISO 8601 (UTC). */
  time: string;
  /** The API's endpoint path, e.g. `/encrypt-data`. */
  apiEndpoint: string;
  serviceType: string;
  environment: PlaygroundEnvironment;
  /** True when the call reached the service. */
  wasForwarded: boolean;
  /** The HTTP status answered. */
  statusCode: number;
  /** From the call's arrival to its answer, in ms. */
  latencyMs: number;
  /** What the call cost in USD, exact decimal text ('0.005'); '0.00' in the sandbox and when not served. */
  cost: string;
  /** The call's X-Request-Id, to quote to support. */
  requestId: string;
}

/** One page of calls, newest first. */
export interface ApiCallPage {
  calls: ApiCall[];
  /** Calls the filters match in all. */
  total: number;
  limit: number;
  offset: number;
}

/** Filters and page of {@link ApiCallPage}; absent filters match every call. */
export interface ApiCallsQuery {
  environment?: PlaygroundEnvironment;
  /** `ok`: 2xx answers; `error`: every other. */
  status?: 'ok' | 'error';
  /** Only this API, by endpoint path. */
  api?: string;
  /** 1 to 500. @default 50 */
  limit?: number;
  /** @default 0 */
  offset?: number;
}
