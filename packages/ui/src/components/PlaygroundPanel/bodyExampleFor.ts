/**
 * The body example to prefill for an endpoint. The API's example holds alternatives separated by the word OR:
 * '/encrypt-data' gets the first, '/decrypt-data' the second (SPEC section 7), any other endpoint the first.
 * A missing second alternative falls back to the first.
 */
export function bodyExampleFor(bodyExample: string, endpoint: string): string {
  const alternatives = bodyExample.split(/\bOR\b/).map((part) => part.trim());
  const wanted = endpoint.trim().endsWith('/decrypt-data') ? 1 : 0;
  return alternatives[wanted] ?? alternatives[0] ?? '';
}
