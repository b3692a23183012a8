import { ApiError, type ClientOptions } from '@csi/api-client';

/** One request to the API, answered in process by the server that renders the page (no network). */
export interface InProcessRequest {
  method: string;
  /** Path and query, e.g. `/articles/p/get-all-articles`. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The answer to an {@link InProcessRequest}. */
export interface InProcessResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

/** How the server lets the page's loaders call its own routes (Fastify's `inject`). */
export type InProcessFetch = (request: InProcessRequest) => Promise<InProcessResponse>;

/** The `msg` of an error answer's JSON body, when it has one. */
function messageOf(body: string, status: number): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const msg = typeof parsed === 'object' && parsed !== null ? (parsed as { msg?: unknown }).msg : undefined;
    if (typeof msg === 'string') return msg;
  } catch {
    // Not JSON: the status says it.
  }
  return `Request failed with status ${status}`;
}

/**
 * An axios adapter for the API client over an {@link InProcessFetch}: the loaders' calls run the same route code as
 * over HTTP. An error answer rejects with the ApiError the client would have made of it.
 */
export function inProcessAdapter(fetchInProcess: InProcessFetch): NonNullable<ClientOptions['adapter']> {
  return async (config) => {
    const url = new URL(config.url ?? '', config.baseURL);
    for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      url.searchParams.set(name, String(value));
    }
    const response = await fetchInProcess({
      method: (config.method ?? 'get').toUpperCase(),
      url: url.pathname + url.search,
      headers: { accept: 'application/json' },
      body: typeof config.data === 'string' ? config.data : undefined,
    });
    if (response.status >= 400) {
      throw new ApiError(response.status, messageOf(response.body, response.status), response.body);
    }
    return { data: response.body, status: response.status, statusText: '', headers: response.headers, config };
  };
}
