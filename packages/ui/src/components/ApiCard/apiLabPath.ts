/** True when an API has no special playground: 0, '0', empty or missing. */
export function usesDefaultPlayground(specialPlayground: string | number | null | undefined): boolean {
  const value = String(specialPlayground ?? '').trim();
  return value === '' || value === '0';
}

/** Path of an API's test lab: `/ac/apis/api-lab/{apiId}`, or `/ac/apis/s/api-lab/{specialPlayground}` for a special one. */
export function apiLabPath(apiId: string | number, specialPlayground?: string | number | null): string {
  return usesDefaultPlayground(specialPlayground)
    ? `/ac/apis/api-lab/${apiId}`
    : `/ac/apis/s/api-lab/${String(specialPlayground).trim()}`;
}
