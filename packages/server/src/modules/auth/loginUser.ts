import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../lib/hashPassword';
import { HttpError } from '../../lib/HttpError';
import { randomHex } from '../../lib/randomHex';
import { loginThrottle } from './loginThrottle';
import { AUTH_REPLIES } from './messages';
import { passwordMatches } from './passwordMatches';
import { startSession } from './startSession';

let dummyHash: Promise<string> | undefined;

/**
 * Checks e-mail and password under the login throttle and answers a token. An unknown e-mail costs
 * one hash too and gets the same 401, so neither timing nor message tells whether an account exists.
 */
export async function loginUser(app: FastifyInstance, username: string, password: string, ip: string): Promise<string> {
  const email = username.trim().toLowerCase();
  const throttle = loginThrottle(app.limiter);
  await throttle.assertOpen(email, ip);
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'role', 'email', 'passwordHash', 'accSuspendedAdmin', 'accSuspendedUser'])
    .where('email', '=', email)
    .executeTakeFirst();
  const matches = await passwordMatches(
    password,
    user?.passwordHash ?? (await (dummyHash ??= hashPassword(randomHex(16)))),
  );
  if (!user || !matches) {
    await throttle.recordFailure(email, ip);
    throw new HttpError(401, AUTH_REPLIES.badCredentials);
  }
  await throttle.recordSuccess(email, ip);
  if (user.accSuspendedAdmin || user.accSuspendedUser) throw new HttpError(403, AUTH_REPLIES.suspended);
  return startSession(app, user, ip);
}
