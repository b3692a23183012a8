/** What a test reads back from a call. */
export interface ApiReply<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body ({ msg, data } for our calls). */
  body: { msg: string; data: T } & Record<string, unknown>;
}

/** Options of a test call: a bearer token and a JSON (or raw string / form) body. */
export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the running test server over HTTP (`path` without a leading slash) and parses the JSON reply. */
export async function callApi<T = unknown>(
  url: string,
  method: string,
  path: string,
  { token, body, headers = {} }: CallOptions = {},
): Promise<ApiReply<T>> {
  const payload =
    body === undefined || typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body);
  const res = await fetch(`${url}/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(payload !== undefined && !(payload instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: payload,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
}
