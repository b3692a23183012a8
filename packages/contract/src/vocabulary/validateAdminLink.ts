import { isLinkWithProtocol } from './isLinkWithProtocol';

/**
 * Checks a link an administrator enters (an API's documentation link): a path on this site or an https: URL, so
 * that nothing an admin saves runs script or sends readers over plain HTTP. The message or `null`.
 */
export function validateAdminLink(field: string, link: string): string | null {
  return isLinkWithProtocol(link.trim(), ['https:'])
    ? null
    : `${field} must be an https:// address or a path on this site starting with /.`;
}
