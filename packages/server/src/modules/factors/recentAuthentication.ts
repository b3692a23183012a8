import type { FastifyInstance } from 'fastify';

/**
 * Records that the session `jti` of the user just proved its owner (password or second factor): sudo mode for
 * RECENT_AUTHENTICATION_MS (plugins/auth.ts hasRecentAuthentication). Kept in the database so every instance of the
 * fleet sees it; rows of ended sessions go with their user or are replaced by the next check of the same session.
 */
export async function recordRecentAuthentication(
  app: FastifyInstance,
  user: { id: number; jti: string },
): Promise<void> {
  const checkedAt = new Date();
  await app.db
    .insertInto('recentAuthentications')
    .values({ jti: user.jti, userId: user.id, checkedAt })
    .onConflict((oc) => oc.column('jti').doUpdateSet({ checkedAt }))
    .execute();
}
