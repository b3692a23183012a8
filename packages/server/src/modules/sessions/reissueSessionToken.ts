import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { currentUser } from '../../lib/currentUser';
import { isSignInMethod, type SignInMethod } from '../../plugins/tokens';

/**
 * A fresh token for the caller's own session (same `sid`), e.g. after a change its token carries: signed as the session
 * was signed in (its `amr`) unless `method` says more (a second factor just added). The session's expiry moves to the
 * new token's, so the session stays listed while its token works. Sudo mode is per token: the new one starts without.
 */
export async function reissueSessionToken(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: number | string; role: string; email: string },
  method: SignInMethod[] = currentUser(request).amr.filter(isSignInMethod),
): Promise<string> {
  const { sessionId } = currentUser(request);
  const token = await app.tokens.sign(user, method, sessionId ?? undefined);
  if (sessionId !== null) {
    const expiresAt = new Date((decodeJwt(token).exp ?? 0) * 1000);
    await app.db
      .updateTable('sessions')
      .set({ expiresAt })
      .where('id', '=', sessionId)
      .where('userId', '=', Number(user.id))
      .execute();
  }
  return token;
}
