import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../lib/currentUser';
import { HttpError } from '../../lib/HttpError';
import { NO_DATA_REPLIES, replies } from '../../lib/replies';
import { toIsoString } from '../../lib/toIsoString';
import { recordSecurityEvent } from '../audit/recordSecurityEvent';
import { endOtherSessions, endSession } from './endSessions';
import { SESSION_REPLIES } from './messages';
import { sessionSchemas } from './schemas';

/** The caller's sessions under /usfw: list them, sign one out, sign out all others (docs/security.md "Sessions"). */
export async function sessionsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get('/sessions', { schema: { response: replies(Type.Array(sessionSchemas.session)) } }, async (request) => {
    const { id, sessionId } = currentUser(request);
    const rows = await app.db
      .selectFrom('sessions')
      .select(['id', 'device', 'address', 'place', 'startedAt', 'lastUsedAt'])
      .where('userId', '=', id)
      .where('endedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .orderBy('lastUsedAt', 'desc')
      .orderBy('startedAt', 'desc')
      .execute();
    const sessions = rows.map((row) => ({
      ...row,
      startedAt: toIsoString(row.startedAt),
      lastUsedAt: toIsoString(row.lastUsedAt),
      current: row.id === sessionId,
    }));
    // The current session first, then by last use.
    sessions.sort((a, b) => Number(b.current) - Number(a.current));
    return { msg: SESSION_REPLIES.listed, data: sessions };
  });

  routes.delete(
    '/sessions/:sessionId',
    { schema: { params: sessionSchemas.params, response: NO_DATA_REPLIES } },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      const target = request.params.sessionId;
      if (target === sessionId) throw new HttpError(400, SESSION_REPLIES.isCurrent);
      if (!(await endSession(app, id, target))) throw new HttpError(404, SESSION_REPLIES.notFound);
      await recordSecurityEvent(app, { userId: id, kind: 'session-ended', request, details: { sessionId: target } });
      return { msg: SESSION_REPLIES.ended, data: null };
    },
  );

  routes.post(
    '/sessions/end-others',
    { schema: { response: replies(sessionSchemas.othersEnded) } },
    async (request) => {
      const { id, jti, sessionId } = currentUser(request);
      const ended = await endOtherSessions(app, request, { userId: id, keep: { jti, sessionId } });
      return { msg: SESSION_REPLIES.othersEnded, data: { ended } };
    },
  );
}
