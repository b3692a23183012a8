import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { AUTH_REPLIES } from './messages';

/** POST /api/logout: revokes the caller's token at once (its jti joins revoked_tokens until it expires). */
export async function logoutRoute(app: FastifyInstance): Promise<void> {
  app.post('/api/logout', { onRequest: app.authenticate }, async (request) => {
    const { jti, exp } = currentUser(request);
    await app.db
      .insertInto('revokedTokens')
      .values({ jti, expiresAt: new Date(exp * 1000) })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
    await app.db.deleteFrom('revokedTokens').where('expiresAt', '<', new Date()).execute();
    return { msg: AUTH_REPLIES.loggedOut, data: null };
  });
}
