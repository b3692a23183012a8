import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/HttpError';
import { SESSION_MODE_HEADER } from './sessionCookie';

/** The 403 answer of a cookie-authenticated request that may come from another site. */
export const CROSS_SITE_MESSAGE = 'Cross-site request refused: sign in on this site, or send a Bearer token.';

/** Sec-Fetch-Site values of requests this site's own pages (or the user, typing the address) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * CSRF defence for a request authenticated by the session cookie (Bearer requests need none). Refused with 403 when:
 * - `Sec-Fetch-Site` says another origin made it (`cross-site`, or `same-site`: a sibling origin is not trusted);
 * - an `Origin` header names another origin than the server's own (PUBLIC_URL, or the scheme and host the request
 *   reached, read through a trusted proxy). `Origin: null` is let through: the site's pages are served with
 *   `Referrer-Policy: no-referrer`, under which browsers send `null` on their own same-origin POSTs;
 * - the `X-CSI-Session: cookie` header is missing. The site's client sends it on every call; a form, link, image or
 *   cross-origin script cannot (a custom header needs a CORS preflight, which this server never grants). This covers
 *   the spec's state-changing GETs as well as the writes, in browsers that send neither Sec-Fetch-Site nor Origin.
 */
export function refuseCrossSite(request: FastifyRequest, publicUrl: string): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(String(fetchSite))) throw new HttpError(403, CROSS_SITE_MESSAGE);
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null') {
    const own = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
    if (!own.has(origin)) throw new HttpError(403, CROSS_SITE_MESSAGE);
  }
  if (request.headers[SESSION_MODE_HEADER] !== 'cookie') throw new HttpError(403, CROSS_SITE_MESSAGE);
}
