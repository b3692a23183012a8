import { clientAddress } from '../../lib/clientAddress';
import { CURRENT_PASSWORD_MESSAGES } from '@csi/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { HttpError } from '../../lib/HttpError';
import { loginThrottle } from '../auth/loginThrottle';
import { passwordMatches } from '../auth/passwordMatches';
import { hasRecentAuthentication } from '../../plugins/auth';
import { recordRecentAuthentication } from '../factors/recentAuthentication';

/** How long a session signed in by a one-time code may set a new password without the current one (recovery). */
export const RECOVERY_WINDOW_MS = 15 * 60_000;

/** True when the caller signed in by a one-time code to the account's e-mail within the recovery window. */
const isFreshRecovery = (request: FastifyRequest): boolean => {
  const { amr, issuedAtMs } = currentUser(request);
  return amr.includes('otp') && Date.now() - issuedAtMs < RECOVERY_WINDOW_MS;
};

/**
 * Proof that the account's owner makes a sensitive change, not someone holding a stolen token: the current password
 * (400 without it, 401 when wrong), or sudo mode: this session checked the password or a second factor within
 * RECENT_AUTHENTICATION_MS (plugins/auth.ts), and a right password here opens it. Wrong passwords count in the login
 * throttle, so this route cannot be used to guess the password faster than the login can. With `recovery`, a fresh
 * one-time-code sign-in also proves it: the user who forgot their password signs in with a code sent to their e-mail
 * and sets a new one.
 */
export async function requireCurrentPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  currentPassword: string,
  { recovery = false }: { recovery?: boolean } = {},
): Promise<void> {
  if (!currentPassword.trim()) {
    if (recovery && isFreshRecovery(request)) return;
    if (await hasRecentAuthentication(app.db, currentUser(request).jti)) return;
    throw new HttpError(400, CURRENT_PASSWORD_MESSAGES.required, {}, 'RECENT_AUTHENTICATION_REQUIRED');
  }
  const { id, email } = currentUser(request);
  const throttle = loginThrottle(app.limiter);
  await throttle.assertOpen(email, clientAddress(request));
  const { passwordHash } = await app.db
    .selectFrom('users')
    .select('passwordHash')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (!(await passwordMatches(currentPassword, passwordHash))) {
    await throttle.recordFailure(email, clientAddress(request));
    throw new HttpError(401, CURRENT_PASSWORD_MESSAGES.wrong);
  }
  await recordRecentAuthentication(app, currentUser(request));
}
