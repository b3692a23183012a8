/** FNV-1a hash of a text: the same text always gives the same number. */
function hashText(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
}

/**
 * The colour of a service in every chart: picked from `palette` by the service's name, not by its position, so the
 * dashboard and the analytics page (which list services in different orders) colour a service alike.
 */
export function serviceColour(service: string, palette: readonly string[]): string {
  return palette[hashText(service) % palette.length] ?? '';
}
