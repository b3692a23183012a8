import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  /** How the session was signed in (the token's `amr`: `pwd`, `otp`, `totp`, `rcode`, `mfa`). */
  amr: string[];
  /** The session the token belongs to (modules/sessions), null for a token signed without one. */
  sessionId: string | null;
}

/** How long a password or second-factor check opens sudo mode for the session that made it. */
export const RECENT_AUTHENTICATION_MS = 10 * 60_000;

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
    /**
     * onRequest hook: as authenticate, the role is admin (case-insensitive) and the session was signed in with a
     * second factor, 403 otherwise; an admin write (any method but GET and HEAD, or a route with
     * `config.adminWrite`) also needs a recent authentication (sudo mode), 403 without.
     */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyContextConfig {
    /** An admin call that changes something though its method is GET: it needs sudo mode (see requireAdmin). */
    adminWrite?: boolean;
  }
}

export const AUTH_MESSAGES = {
  missing: 'Authentication required.',
  invalid: 'Invalid or expired token.',
  revoked: 'Token has been revoked. Please log in again.',
  sessionEnded: 'This session has been signed out. Please log in again.',
  outdated: 'Token was issued before a security change on the account. Please log in again.',
  suspended: 'Account is suspended.',
  adminOnly: 'Admin access required.',
  adminNeedsSecondFactor:
    'Administrators must use two-step sign-in. Turn it on in Settings, Two-step sign-in (POST /usfw/two-factor/totp), then sign in again with it.',
  recentAuthenticationRequired:
    'Confirm it is you: send your current password or a code from your authenticator app to POST /usfw/two-factor/confirm, then try again.',
} as const;

/** True when the session was signed in with a second factor (the token's `amr` has `mfa`). */
export const usedSecondFactor = (user: { amr: string[] }): boolean => user.amr.includes('mfa');

/**
 * True when the session `jti` checked its owner's password or second factor within RECENT_AUTHENTICATION_MS
 * (modules/factors/recentAuthentication.ts records the checks, in the database, so every instance sees them).
 */
export async function hasRecentAuthentication(db: FastifyInstance['db'], jti: string): Promise<boolean> {
  const row = await db
    .selectFrom('recentAuthentications')
    .select('checkedAt')
    .where('jti', '=', jti)
    .executeTakeFirst();
  return row !== undefined && Date.now() - new Date(row.checkedAt).getTime() < RECENT_AUTHENTICATION_MS;
}

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

/** A session's last use is written at most this often (ms): a busy session costs one write a minute, not one a call. */
const LAST_USE_PRECISION_MS = 60_000;

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
    // The session is read with the account, from the database every instance shares: a session ended on one
    // instance is refused by all at their next call, with no cache to invalidate.
    const user = await app.db
      .selectFrom('users')
      .leftJoin('sessions', (join) =>
        join.onRef('sessions.userId', '=', 'users.id').on('sessions.id', '=', claims.sid ?? ''),
      )
      .select([
        'users.id',
        'role',
        'email',
        'accSuspendedAdmin',
        'accSuspendedUser',
        'tokensValidAfter',
        'keptTokenJti',
      ])
      .select(['sessions.id as sessionId', 'sessions.endedAt', 'sessions.lastUsedAt'])
      .where('users.id', '=', id)
      .executeTakeFirst();
    if (!user) throw new HttpError(401, AUTH_MESSAGES.invalid);
    // Beside the logout revocation: a sensitive change (password, API key, social code) or a promotion cuts off the
    // tokens issued before it.
    if (isCutOff(claims, user)) throw new HttpError(401, AUTH_MESSAGES.outdated);
    // A token of a session signed out from another device, or of one that never existed. (A security change ends
    // the other sessions too; their tokens answer the cutoff's message above, as they always have.)
    if (claims.sid !== null && (user.sessionId === null || user.endedAt !== null)) {
      throw new HttpError(401, AUTH_MESSAGES.sessionEnded);
    }
    if (user.accSuspendedAdmin || user.accSuspendedUser) throw new HttpError(403, AUTH_MESSAGES.suspended);
    if (
      claims.sid !== null &&
      user.lastUsedAt !== null &&
      Date.now() - user.lastUsedAt.getTime() >= LAST_USE_PRECISION_MS
    ) {
      await app.db.updateTable('sessions').set({ lastUsedAt: new Date() }).where('id', '=', claims.sid).execute();
    }
    // The role is read from the database, so a demoted admin loses access at once.
    return {
      id: Number(user.id),
      role: user.role,
      email: user.email,
      jti: claims.jti,
      exp: claims.exp,
      issuedAtMs: claims.issuedAtMs,
      amr: claims.amr,
      sessionId: claims.sid,
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
    const user = request.user;
    if (!user || !isAdminRole(user.role)) throw new HttpError(403, AUTH_MESSAGES.adminOnly);
    // An administrator's password alone cannot act as administrator: a stolen or guessed one is not enough.
    if (!usedSecondFactor(user)) throw new HttpError(403, AUTH_MESSAGES.adminNeedsSecondFactor);
    const isWrite = (request.method !== 'GET' && request.method !== 'HEAD') || request.routeOptions.config.adminWrite;
    if (isWrite && !(await hasRecentAuthentication(app.db, user.jti))) {
      throw new HttpError(403, AUTH_MESSAGES.recentAuthenticationRequired, {}, 'RECENT_AUTHENTICATION_REQUIRED');
    }
  });
});
