import type { FastifyInstance } from 'fastify';
import type { SignInMethod } from '../../plugins/tokens';

/** Records the sign-in (time and IP) and answers a fresh token for the user, marked with how they signed in. */
export async function startSession(
  app: FastifyInstance,
  user: { id: number | string; role: string; email: string },
  ip: string,
  method: SignInMethod = 'pwd',
): Promise<string> {
  await app.db
    .updateTable('users')
    .set({ lastLogin: new Date(), lastLogInIp: ip })
    .where('id', '=', Number(user.id))
    .execute();
  return app.tokens.sign(user, method);
}
