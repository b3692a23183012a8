import { useAsync } from '../../../hooks/useAsync';
import type { OpenApiDocument } from './OpenApiDocument';

/** Where the server serves its OpenAPI 3.1 description (the site and the API share one origin). */
export const OPENAPI_URL = '/openapi.json';

/** Fetches the API's OpenAPI document; fails with the status when the server does not answer it. */
export async function fetchOpenApiDocument(): Promise<OpenApiDocument> {
  const response = await fetch(OPENAPI_URL, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${OPENAPI_URL} answered ${response.status}.`);
  return (await response.json()) as OpenApiDocument;
}

/** The load of the API's OpenAPI document. */
export function useOpenApiDocument() {
  return useAsync(fetchOpenApiDocument, []);
}
