/** The paths of an API's comma-separated `endpoint` field, trimmed, empty entries dropped. */
export const endpointPaths = (endpoint: string): string[] =>
  endpoint
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
