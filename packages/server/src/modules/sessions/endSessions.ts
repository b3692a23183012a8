import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cutOffTokens } from '../../plugins/auth';
import { recordSecurityEvent } from '../audit/recordSecurityEvent';

/** Marks one open session of the account ended (its tokens are refused from now on, on every instance). */
export async function endSession(app: FastifyInstance, userId: number, sessionId: string): Promise<boolean> {
  const ended = await app.db
    .updateTable('sessions')
    .set({ endedAt: new Date() })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return ended !== undefined;
}

/** Marks every open session of the account ended except `keptSessionId`; answers how many it ended. */
export async function markOtherSessionsEnded(
  app: Pick<FastifyInstance, 'db'>,
  userId: number,
  keptSessionId: string | null,
): Promise<number> {
  let query = app.db
    .updateTable('sessions')
    .set({ endedAt: new Date() })
    .where('userId', '=', userId)
    .where('endedAt', 'is', null);
  if (keptSessionId !== null) query = query.where('id', '<>', keptSessionId);
  const rows = await query.returning('id').execute();
  return rows.length;
}

/**
 * Signs out every other session of the account: ends their rows and cuts off every other token (also any token
 * without a session), keeping the token `keep` (its jti and session). Records `other-sessions-ended`.
 *
 * After a recovery-code sign-in: `const claims = await app.tokens.verify(jwt);
 * await endOtherSessions(app, request, { userId, keep: { jti: claims.jti, sessionId: claims.sid } })`.
 */
export async function endOtherSessions(
  app: FastifyInstance,
  request: FastifyRequest,
  opts: { userId: number; keep: { jti: string; sessionId: string | null } },
): Promise<number> {
  const ended = await markOtherSessionsEnded(app, opts.userId, opts.keep.sessionId);
  await app.db.updateTable('users').set(cutOffTokens(opts.keep.jti)).where('id', '=', opts.userId).execute();
  await recordSecurityEvent(app, { userId: opts.userId, kind: 'other-sessions-ended', request, details: { ended } });
  return ended;
}
