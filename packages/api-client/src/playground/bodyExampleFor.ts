/**
 * The body example to prefill for an endpoint: the first alternative (split on the word OR) for
 * /encrypt-data, the second for /decrypt-data, otherwise the whole example; trimmed.
 */
export function bodyExampleFor(endpoint: string, bodyExample: string): string {
  const alternatives = bodyExample.split(/\bOR\b/).map((part) => part.trim());
  const path = endpoint.trim();
  if (path.endsWith('/encrypt-data')) return alternatives[0] ?? '';
  if (path.endsWith('/decrypt-data')) return alternatives[1] ?? alternatives[0] ?? '';
  return bodyExample.trim();
}
