import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { NO_DATA_REPLIES } from '../../lib/replies';
import { clearSessionCookies } from '../../plugins/sessionCookie';
import { endSession } from '../sessions/endSessions';
import { AUTH_REPLIES } from './messages';

/**
 * POST /api/logout: revokes the caller's token at once (its jti joins revoked_tokens until it expires), ends its
 * session and clears the session cookies.
 */
export async function logoutRoute(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/logout',
    { onRequest: app.authenticate, schema: { response: NO_DATA_REPLIES } },
    async (request, reply) => {
      const { id, jti, exp, sessionId } = currentUser(request);
      await app.db
        .insertInto('revokedTokens')
        .values({ jti, expiresAt: new Date(exp * 1000) })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
      if (sessionId !== null) await endSession(app, id, sessionId);
      await app.db.deleteFrom('revokedTokens').where('expiresAt', '<', new Date()).execute();
      clearSessionCookies(request, reply);
      return { msg: AUTH_REPLIES.loggedOut, data: null };
    },
  );
}
