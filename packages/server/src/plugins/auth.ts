import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/HttpError';
import { refuseCrossSite } from './refuseCrossSite';
import { clearSessionCookies, SESSION_COOKIE } from './sessionCookie';

/** The signed-in caller, set by `app.authenticate`. */
export interface AuthUser {
  id: number;
  role: string;
  email: string;
  jti: string;
  exp: number;
  /** When the token was issued, in milliseconds since the epoch. */
  issuedAtMs: number;
  /** How the session was signed in (the token's `amr`: `pwd`, `otp`). */
  amr: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: a valid, unrevoked, not cut-off token of an active account (401 / 403 otherwise), from the
     * `Authorization: Bearer` header, else from the session cookie (then CSRF-checked; a refused cookie is cleared).
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: as authenticate, and the role is admin (case-insensitive), 403 otherwise. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const AUTH_MESSAGES = {
  missing: 'Authentication required.',
  invalid: 'Invalid or expired token.',
  revoked: 'Token has been revoked. Please log in again.',
  outdated: 'Token was issued before a security change on the account. Please log in again.',
  suspended: 'Account is suspended.',
  adminOnly: 'Admin access required.',
} as const;

/** True when the role names an administrator, in any letter case. */
export const isAdminRole = (role: string | undefined): boolean => role?.toLowerCase() === 'admin';

/**
 * The users columns that cut off every token of an account issued until now, except the token `keptJti` (the
 * session making the change, when it should stay signed in). Set them together with the security change.
 */
export const cutOffTokens = (keptJti: string | null = null) => ({
  tokensValidAfter: new Date(),
  keptTokenJti: keptJti,
});

/** True when the account's cutoff refuses the token: issued at or before it, and not the kept one. */
const isCutOff = (
  claims: { jti: string; issuedAtMs: number },
  user: { tokensValidAfter: Date | null; keptTokenJti: string | null },
): boolean =>
  user.tokensValidAfter !== null &&
  claims.issuedAtMs <= user.tokensValidAfter.getTime() &&
  claims.jti !== user.keptTokenJti;

/** Adds the login checks as decorators; routes opt in with `onRequest: app.authenticate` (before the body is parsed or validated: 401/403 before 400). */
export const authPlugin = fp(async (app) => {
  // Parses the Cookie header (the session cookie) and adds reply.setCookie / clearCookie.
  await app.register(cookie);
  app.decorateRequest('user', null);

  /** The caller's token: the Bearer header first, else the session cookie (after the cross-site checks). */
  function readToken(request: FastifyRequest): { token: string; fromCookie: boolean } {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(.+)$/i);
    if (match?.[1]) return { token: match[1].trim(), fromCookie: false };
    const cookieToken = request.cookies[SESSION_COOKIE];
    if (!cookieToken) throw new HttpError(401, AUTH_MESSAGES.missing);
    refuseCrossSite(request, app.config.publicUrl);
    return { token: cookieToken, fromCookie: true };
  }

  async function verifyCaller(token: string): Promise<AuthUser> {
    let claims;
    try {
      claims = await app.tokens.verify(token);
    } catch {
      throw new HttpError(401, AUTH_MESSAGES.invalid);
    }
    const id = Number(claims.sub);
    if (!Number.isSafeInteger(id)) throw new HttpError(401, AUTH_MESSAGES.invalid);
    const revoked = await app.db
      .selectFrom('revokedTokens')
      .select('jti')
      .where('jti', '=', claims.jti)
      .executeTakeFirst();
    if (revoked) throw new HttpError(401, AUTH_MESSAGES.revoked);
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'role', 'email', 'accSuspendedAdmin', 'accSuspendedUser', 'tokensValidAfter', 'keptTokenJti'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!user) throw new HttpError(401, AUTH_MESSAGES.invalid);
    // Beside the logout revocation: a sensitive change (password, API key, social code) or a promotion cuts off the
    // tokens issued before it.
    if (isCutOff(claims, user)) throw new HttpError(401, AUTH_MESSAGES.outdated);
    if (user.accSuspendedAdmin || user.accSuspendedUser) throw new HttpError(403, AUTH_MESSAGES.suspended);
    // The role is read from the database, so a demoted admin loses access at once.
    return {
      id: Number(user.id),
      role: user.role,
      email: user.email,
      jti: claims.jti,
      exp: claims.exp,
      issuedAtMs: claims.issuedAtMs,
      amr: claims.amr,
    };
  }

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { token, fromCookie } = readToken(request);
    try {
      request.user = await verifyCaller(token);
    } catch (error) {
      // A session cookie the server refuses (expired, revoked, cut off) is of no further use: the browser drops it.
      if (fromCookie && error instanceof HttpError && error.statusCode === 401) clearSessionCookies(request, reply);
      throw error;
    }
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply);
    if (!isAdminRole(request.user?.role)) throw new HttpError(403, AUTH_MESSAGES.adminOnly);
  });
});
