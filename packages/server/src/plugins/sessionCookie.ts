import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';

/** The HttpOnly cookie that carries the site's session token. */
export const SESSION_COOKIE = 'csi_session';
/** A cookie page script may read: the session's role and expiry only, never the token. The server never trusts it. */
export const HINT_COOKIE = 'csi_hint';
/** The header (value `cookie`) by which the site asks for the cookie session; the client sends it on every call. */
export const SESSION_MODE_HEADER = 'x-csi-session';

/** What a cookie-mode sign-in answers instead of the token (and what the hint cookie holds). */
export interface SessionInfo {
  role: string;
  /** Expiry in seconds since the epoch. */
  exp: number;
}

/** True when the caller asked for the cookie session (`X-CSI-Session: cookie`). */
export const wantsCookieSession = (request: FastifyRequest): boolean =>
  request.headers[SESSION_MODE_HEADER] === 'cookie';

/** The attributes both cookies share: whole site, same-site requests only, Secure when the request came over HTTPS. */
const baseAttributes = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
});

/** Sets the session cookie (HttpOnly, the token) and the hint cookie (role and expiry), both until the token expires. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, jwt: string, info: SessionInfo): void {
  const maxAge = Math.max(0, info.exp - Math.floor(Date.now() / 1000));
  reply.setCookie(SESSION_COOKIE, jwt, { ...baseAttributes(request), httpOnly: true, maxAge });
  reply.setCookie(HINT_COOKIE, JSON.stringify(info), { ...baseAttributes(request), httpOnly: false, maxAge });
}

/** Expires both cookies (logout, or a session cookie the server refused). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...baseAttributes(request), httpOnly: true });
  reply.clearCookie(HINT_COOKIE, { ...baseAttributes(request), httpOnly: false });
}

/**
 * The `data` of an answer that starts a session with the freshly signed `jwt`: as the spec says (`{ jwt }`) for
 * API clients; for the site (cookie mode) the token goes into the cookies and the answer carries only role and exp.
 */
export function sessionData(request: FastifyRequest, reply: FastifyReply, jwt: string): { jwt: string } | SessionInfo {
  if (!wantsCookieSession(request)) return { jwt };
  const claims = decodeJwt(jwt);
  const role = Array.isArray(claims.roles) && typeof claims.roles[0] === 'string' ? claims.roles[0] : '';
  const info = { role, exp: claims.exp ?? 0 };
  setSessionCookies(request, reply, jwt, info);
  return info;
}
