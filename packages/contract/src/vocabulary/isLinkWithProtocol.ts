/** A path on this site: one leading `/`, not `//` or `/\` (which browsers read as another host). */
const SITE_PATH = /^\/(?![/\\])/;
/** Control characters: browsers drop tabs and newlines from a URL, so `/\t/host` would become `//host`. */
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * Whether `link` is a path on this site or an absolute URL whose scheme is one of `protocols` (e.g. `https:`).
 * Anything else (`javascript:`, `data:`, a relative path without `/`) is not a link the site follows.
 */
export function isLinkWithProtocol(link: string, protocols: readonly string[]): boolean {
  if (hasControl(link)) return false;
  if (SITE_PATH.test(link)) return true;
  return URL.canParse(link) && protocols.includes(new URL(link).protocol);
}
