import { isLinkWithProtocol } from './isLinkWithProtocol';

/** Whether the site may render `link` as an href: a path on this site, or an http: or https: URL. */
export const isSafeHref = (link: string): boolean => isLinkWithProtocol(link, ['http:', 'https:']);
