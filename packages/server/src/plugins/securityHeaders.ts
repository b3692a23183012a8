import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** HSTS max-age: two years, sent only on requests that came over HTTPS. */
export const HSTS_MAX_AGE_S = 63_072_000;

/** Browser features no page of the site uses. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * The Content-Security-Policy of every response. Scripts only from this origin (the built site has no inline
 * script); styles may be inline (styled-components injects them); the third parties the pages reach are named:
 * the visitor's country lookup at registration (connect) and the contact page's map (frame). Images come from this
 * origin only (profile pictures are uploaded to the images route; an article's images must be too), so no page
 * tells another site who is reading it.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://ipapi.co'],
  frameSrc: ['https://www.openstreetmap.org'],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  workerSrc: ["'self'", 'blob:'],
  upgradeInsecureRequests: null,
};

/**
 * The Cache-Control of every answer whose route does not choose its own: kept by no cache, browser or proxy. API
 * answers hold API keys, wallets and the private keys the encryption service generates; the routes whose answers may
 * be kept say so themselves (the site's files and pages, images, security.txt, the OpenAPI document).
 */
export const DEFAULT_CACHE_CONTROL = 'no-store';

/** Paths a load balancer probes over plain HTTP: never redirected. */
const PROBES = new Set(['/healthz', '/readyz']);

/** helmet's options: every response's CSP, framing, sniffing, referrer and cross-origin policies (HSTS is ours). */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
} as const;

/**
 * What helmet does to a response with HELMET_OPTIONS, computed once: the headers it sets (names as it spells them,
 * in its order) and those it removes. Its headers depend on neither the request nor the response (no directive is a
 * function), but helmet rebuilds them from the options on every call (@fastify/helmet calls it per request).
 */
export function helmetHeaders(): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return { set, removed };
}

/**
 * Security headers on every response, from one place (helmet's, computed once by helmetHeaders): CSP,
 * frame-ancestors 'none' and X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer, CORP same-origin, COOP, a
 * Permissions-Policy, Cache-Control no-store unless the route sets its own, and HSTS when the request came over HTTPS
 * (directly, or through a trusted proxy with X-Forwarded-Proto: https). With `httpsRedirect`, plain-HTTP GET and HEAD
 * requests (behind such a proxy) are redirected to HTTPS.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { httpsRedirect }: { httpsRedirect: boolean },
): Promise<void> {
  const { set, removed } = helmetHeaders();
  app.addHook('onRequest', async (request, reply) => {
    // On the raw response, as helmet sets them (a header the route sets through the reply still wins).
    const res = reply.raw;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    res.setHeader('cache-control', DEFAULT_CACHE_CONTROL);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
      return;
    }
    const path = request.url.split('?', 1)[0] ?? '/';
    if (httpsRedirect && (request.method === 'GET' || request.method === 'HEAD') && !PROBES.has(path)) {
      return reply.redirect(`https://${request.host}${request.url}`, 301);
    }
  });
}
