import { expect, type APIRequestContext } from '@playwright/test';

/** The reply envelope of every call of the product: a message and the data. */
export interface Envelope<T> {
  /** The server's message. */
  msg: string;
  /** The payload. */
  data: T;
}

/**
 * Calls the product's HTTP API directly (setup that is not the point of a journey) with the bearer token,
 * expects a 2xx answer and returns its envelope.
 */
export async function callApi<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: object,
): Promise<Envelope<T>> {
  const response = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Envelope<T>;
}
