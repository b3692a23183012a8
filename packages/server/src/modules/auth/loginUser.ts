import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../../lib/clientAddress';
import { hashPassword } from '../../lib/hashPassword';
import { HttpError } from '../../lib/HttpError';
import { randomHex } from '../../lib/randomHex';
import { recordSecurityEvent } from '../audit/recordSecurityEvent';
import { loginThrottle } from './loginThrottle';
import { AUTH_REPLIES } from './messages';
import { passwordMatches } from './passwordMatches';
import { signInOrChallenge, type SecondStepData } from '../factors/secondStep';

let dummyHash: Promise<string> | undefined;

/**
 * Checks e-mail and password under the login throttle and answers a token, or on an account with two-step sign-in a
 * challenge of the second step (never a token). An unknown e-mail costs one hash too and gets the same 401, so
 * neither timing nor message tells whether an account exists. A wrong password of an existing account is a
 * `sign-in-failed` security event.
 */
export async function loginUser(
  app: FastifyInstance,
  username: string,
  password: string,
  request: FastifyRequest,
): Promise<{ jwt: string } | SecondStepData> {
  const ip = clientAddress(request);
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
    // Recorded after the answer, so an existing account's refusal takes no longer than an unknown e-mail's.
    if (user) {
      const userId = Number(user.id);
      app.backgroundTasks.run('sign-in failure record', () =>
        recordSecurityEvent(app, { userId, kind: 'sign-in-failed', request }),
      );
    }
    throw new HttpError(401, AUTH_REPLIES.badCredentials);
  }
  await throttle.recordSuccess(email, ip);
  if (user.accSuspendedAdmin || user.accSuspendedUser) throw new HttpError(403, AUTH_REPLIES.suspended);
  return signInOrChallenge(app, user, request, 'pwd');
}
