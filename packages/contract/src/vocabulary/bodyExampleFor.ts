/**
 * The body example to prefill for an endpoint. An API's example holds alternatives separated by the word OR:
 * '/decrypt-data' gets the second (SPEC section 7), every other endpoint the first; a missing second alternative
 * falls back to the first. Trimmed.
 */
export function bodyExampleFor(endpoint: string, bodyExample: string): string {
  const alternatives = bodyExample.split(/\bOR\b/).map((part) => part.trim());
  const wanted = endpoint.trim().endsWith('/decrypt-data') ? 1 : 0;
  return alternatives[wanted] ?? alternatives[0] ?? '';
}
