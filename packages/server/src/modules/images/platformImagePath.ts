import { IMAGE_TYPES } from './sniffImage';

const extensions = Object.values(IMAGE_TYPES).join('|');
/** The file name of an image the images route serves: its 32-hex id and its type's extension. */
export const IMAGE_FILE_PATTERN = `^[0-9a-f]{32}\\.(${extensions})$`;
const IMAGE_PATH = new RegExp(`^/images/([0-9a-f]{32})\\.(${extensions})$`);

/** An image of this platform: its id, its extension and its site-relative path (`/images/<id>.<ext>`). */
export interface PlatformImage {
  id: string;
  ext: string;
  path: string;
}

/**
 * The platform image `url` names: a site-relative path of the images route, or PUBLIC_URL followed by one (what the
 * upload answers as `secure_url`); null for anything else, e.g. an address on another site.
 */
export function platformImagePath(url: string, publicUrl: string): PlatformImage | null {
  const path = url.startsWith(`${publicUrl}/images/`) ? url.slice(publicUrl.length) : url;
  const match = IMAGE_PATH.exec(path);
  return match ? { id: match[1] ?? '', ext: match[2] ?? '', path } : null;
}

/**
 * A stored profile picture as served: the site-relative path of a platform image, or null. Pictures of other sites
 * are never handed to a browser (visitors' and admins' addresses would reach that site); a row written before the
 * picture had to be uploaded here keeps its picture when it named an image of the images route on any host, since
 * the path is then loaded from this site only.
 */
export function servedPicture(stored: string | null): string | null {
  if (!stored) return null;
  const path = URL.canParse(stored) ? new URL(stored).pathname : stored;
  return IMAGE_PATH.test(path) ? path : null;
}
