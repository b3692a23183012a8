import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/HttpError';
import { codeMatches } from './codeDigest';
import { AUTH_REPLIES } from './messages';
import { startSession } from './startSession';

/** Wrong tries a code survives; the next try is refused even with the right code. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Checks the newest live code of the e-mail: single use, 10-minute expiry, at most 5 wrong tries.
 * On success marks the e-mail verified and answers a token (the recovery sign-in); a suspended
 * account is refused with 403 and its code and e-mail status are left unchanged.
 */
export async function redeemOneTimeCode(
  app: FastifyInstance,
  rawEmail: string,
  code: string,
  ip: string,
): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  const row = await app.db
    .selectFrom('oneTimeCodes')
    .select(['id', 'codeHash', 'expiresAt'])
    .where('email', '=', email)
    .where('usedAt', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || new Date(row.expiresAt).getTime() <= Date.now()) throw new HttpError(400, AUTH_REPLIES.badCode);
  // Count the try before comparing, atomically, so parallel guesses cannot exceed the limit.
  const counted = await app.db
    .updateTable('oneTimeCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returning('id')
    .executeTakeFirst();
  if (!counted) throw new HttpError(429, AUTH_REPLIES.tooManyCodeTries);
  if (!codeMatches(code.trim(), row.codeHash)) throw new HttpError(400, AUTH_REPLIES.badCode);
  // Suspension is checked before the code is used or the e-mail verified, so the refusal leaves both
  // as they were. It comes after the counted comparison: answering 403 to a wrong code would tell
  // anyone which e-mails have (suspended) accounts and would be an uncounted oracle for the code.
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'role', 'email', 'accSuspendedAdmin', 'accSuspendedUser'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) throw new HttpError(400, AUTH_REPLIES.badCode);
  if (user.accSuspendedAdmin || user.accSuspendedUser) throw new HttpError(403, AUTH_REPLIES.suspended);
  const claimed = await app.db
    .updateTable('oneTimeCodes')
    .set({ usedAt: new Date() })
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new HttpError(400, AUTH_REPLIES.badCode);
  await app.db.updateTable('users').set({ emailVerified: true }).where('id', '=', user.id).execute();
  return startSession(app, user, ip, 'otp');
}
