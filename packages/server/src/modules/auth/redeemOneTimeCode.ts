import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../../lib/clientAddress';
import { HttpError } from '../../lib/HttpError';
import { codeMatches } from './codeDigest';
import { AUTH_REPLIES } from './messages';
import { countCodeGuess, MAX_CODE_ATTEMPTS } from './oneTimeCodeLimits';
import { signInOrChallenge, type SecondStepData } from '../factors/secondStep';

/**
 * Checks a code against the e-mail's live codes: single use, 10-minute expiry, at most 5 wrong tries each, within
 * the per-address, overall and per-account caps (oneTimeCodeLimits.ts). On success marks the e-mail verified, voids
 * the account's other codes and answers a token (the recovery sign-in); a suspended account is refused with 403 and
 * its codes and e-mail status are left unchanged. On an account with two-step sign-in the code is only the first
 * step: the answer is a challenge of the second, never a token.
 */
export async function redeemOneTimeCode(
  app: FastifyInstance,
  rawEmail: string,
  code: string,
  request: FastifyRequest,
): Promise<{ jwt: string } | SecondStepData> {
  const address = clientAddress(request);
  const email = rawEmail.trim().toLowerCase();
  await countCodeGuess(app, email, address);
  const rows = await app.db
    .selectFrom('oneTimeCodes')
    .select(['id', 'expiresAt'])
    .where('email', '=', email)
    .where('usedAt', 'is', null)
    .execute();
  const live = rows.filter((row) => new Date(row.expiresAt).getTime() > Date.now()).map((row) => row.id);
  if (live.length === 0) throw new HttpError(400, AUTH_REPLIES.badCode);
  // Count the try on every live code before comparing, atomically, so parallel guesses cannot exceed the limit.
  const counted = await app.db
    .updateTable('oneTimeCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', live)
    .where('usedAt', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returning(['id', 'codeHash'])
    .execute();
  if (counted.length === 0) throw new HttpError(429, AUTH_REPLIES.tooManyCodeTries);
  const match = counted.find((row) => codeMatches(code.trim(), row.codeHash));
  if (!match) throw new HttpError(400, AUTH_REPLIES.badCode);
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
  // Uses the code and voids the account's other codes in one statement: of two codes redeemed at once, one wins.
  const claimed = await app.db
    .updateTable('oneTimeCodes')
    .set({ usedAt: new Date() })
    .where('email', '=', email)
    .where('usedAt', 'is', null)
    .returning('id')
    .execute();
  if (!claimed.some((row) => row.id === match.id)) throw new HttpError(400, AUTH_REPLIES.badCode);
  await app.db.updateTable('users').set({ emailVerified: true }).where('id', '=', user.id).execute();
  return signInOrChallenge(app, user, request, 'otp');
}
