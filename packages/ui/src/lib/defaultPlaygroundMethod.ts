import type { PlaygroundMethod } from '@csi/contract';

/**
 * The method a lab opens on for an API accepting `apiAccepts`: FILE (a multipart POST with the file) for
 * 'multipart/form-data' APIs, otherwise the spec's default POST.
 */
export function defaultPlaygroundMethod(apiAccepts: string): PlaygroundMethod {
  return /^\s*multipart\/form-data\s*(;|$)/i.test(apiAccepts) ? 'FILE' : 'POST';
}

/**
 * The `accept` attribute of the lab's file selector: none (any file) for APIs that take any file in a multipart
 * body ('multipart/form-data', '*\/*'), otherwise the API's content type, e.g. 'application/pdf'.
 */
export function fileAcceptFor(apiAccepts: string): string | undefined {
  return defaultPlaygroundMethod(apiAccepts) === 'FILE' || apiAccepts.trim() === '*/*' ? undefined : apiAccepts;
}
