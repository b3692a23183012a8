/** The paths of an API's comma-separated `endpoint` field, trimmed, empty entries dropped. */
export function endpointPaths(endpoint: string): string[] {
  return endpoint
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
}
