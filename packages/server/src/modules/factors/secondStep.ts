import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../../lib/clientAddress';
import { HttpError } from '../../lib/HttpError';
import type { SignInMethod } from '../../plugins/tokens';
import { recordSecurityEvent } from '../audit/recordSecurityEvent';
import { sendSecurityNotice } from '../audit/sendSecurityNotice';
import { AUTH_REPLIES } from '../auth/messages';
import { startSession } from '../auth/startSession';
import { endOtherSessions } from '../sessions/endSessions';
import { countFactorGuess } from './countFactorGuess';
import { FACTOR_REPLIES } from './messages';
import { recordRecentAuthentication } from './recentAuthentication';
import { verifyPasskey } from '../passkeys/verifyPasskey';
import type { AuthenticationResponseBody } from '../passkeys/schemas';
import { spendRecoveryCode } from './recoveryCodes';
import { spendTotpCode } from './totpCodes';

/** The factors a second step can be completed with. */
export type SecondFactor = 'totp' | 'recoveryCode' | 'passkey';

/** The answer of a first step on an account with two-step sign-in: no token, a challenge to complete. */
export interface SecondStepData {
  secondStep: { challenge: string; factors: SecondFactor[]; expiresAt: number };
}

/** The factors the user can complete a second step with; empty when the account has no two-step sign-in. */
export async function secondFactorsOf(app: FastifyInstance, userId: number): Promise<SecondFactor[]> {
  const totp = await app.db
    .selectFrom('totpFactors')
    .select('userId')
    .where('userId', '=', userId)
    .where('confirmedAt', 'is not', null)
    .executeTakeFirst();
  const passkey = await app.db.selectFrom('passkeys').select('id').where('userId', '=', userId).executeTakeFirst();
  const factors: SecondFactor[] = totp ? ['totp', 'recoveryCode'] : [];
  return passkey ? [...factors, 'passkey'] : factors;
}

/**
 * After a first step (`amr`: password or e-mailed code): a session token when the account has no second factor,
 * else a challenge naming the factors (signed, bound to the user, five minutes, single use).
 */
export async function signInOrChallenge(
  app: FastifyInstance,
  user: { id: number | string; role: string; email: string },
  request: FastifyRequest,
  amr: 'pwd' | 'otp',
): Promise<{ jwt: string } | SecondStepData> {
  const factors = await secondFactorsOf(app, Number(user.id));
  if (factors.length === 0) return { jwt: await startSession(app, user, request, amr) };
  const { challenge, expiresAt } = await app.tokens.signChallenge(Number(user.id), [amr]);
  return { secondStep: { challenge, factors, expiresAt } };
}

/** What completes a second step: a code of the authenticator app or a recovery code. */
export interface SecondStepProof {
  code?: string;
  recoveryCode?: string;
  /** A passkey's answer to POST /usfw/auth/passkey/options with this challenge (modules/passkeys). */
  passkey?: AuthenticationResponseBody;
}

/**
 * Completes a second step: checks the challenge, counts the guess (per address and account), checks the code, then
 * spends the challenge (its jti joins the revoked tokens, so it completes once on any instance) and starts the
 * session as any sign-in does (startSession), its token's `amr` naming both steps; that session starts in sudo mode.
 * A wrong code is a `second-step-failed` security event. A recovery code signs out every other session of the account
 * (whoever used the lost factor is cut off), is recorded and mailed to the account.
 */
export async function completeSecondStep(
  app: FastifyInstance,
  challenge: string,
  proof: SecondStepProof,
  request: FastifyRequest,
): Promise<string> {
  let claims;
  try {
    claims = await app.tokens.verifyChallenge(challenge);
  } catch {
    throw new HttpError(401, FACTOR_REPLIES.badChallenge);
  }
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId)) throw new HttpError(401, FACTOR_REPLIES.badChallenge);
  const code = proof.code?.trim() ?? '';
  const recoveryCode = proof.recoveryCode?.trim() ?? '';
  if (!code && !recoveryCode && !proof.passkey) throw new HttpError(400, FACTOR_REPLIES.codeRequired);
  const spent = await app.db.selectFrom('revokedTokens').select('jti').where('jti', '=', claims.jti).executeTakeFirst();
  if (spent) throw new HttpError(401, FACTOR_REPLIES.badChallenge);
  const guess = await countFactorGuess(app, userId, clientAddress(request));
  // A wrong code of this account's second step: recorded, then refused.
  const refusal = async (message: string, factor: SecondFactor): Promise<HttpError> => {
    await recordSecurityEvent(app, { userId, kind: 'second-step-failed', request, details: { factor } });
    return new HttpError(401, message);
  };
  let factor: SignInMethod;
  if (proof.passkey) {
    try {
      await verifyPasskey(app, proof.passkey, { purpose: 'second-step', requireUserVerification: false, userId });
    } catch (error) {
      if (error instanceof HttpError) throw await refusal(error.message, 'passkey');
      throw error;
    }
    factor = 'hwk';
  } else if (code) {
    if (!(await spendTotpCode(app, userId, code))) throw await refusal(FACTOR_REPLIES.badCode, 'totp');
    factor = 'totp';
  } else {
    if (!(await spendRecoveryCode(app, userId, recoveryCode))) {
      throw await refusal(FACTOR_REPLIES.badRecoveryCode, 'recoveryCode');
    }
    factor = 'rcode';
  }
  await guess.forgive();
  const claimed = await app.db
    .insertInto('revokedTokens')
    .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  if (!claimed) throw new HttpError(401, FACTOR_REPLIES.badChallenge);
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'role', 'email', 'accSuspendedAdmin', 'accSuspendedUser'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new HttpError(401, FACTOR_REPLIES.badChallenge);
  if (user.accSuspendedAdmin || user.accSuspendedUser) throw new HttpError(403, AUTH_REPLIES.suspended);
  const jwt = await startSession(app, user, request, [...claims.amr, factor, 'mfa']);
  const { jti, sid } = await app.tokens.verify(jwt);
  await recordRecentAuthentication(app, { id: userId, jti });
  if (factor === 'hwk') {
    await recordSecurityEvent(app, { userId, kind: 'passkey-used', request });
    sendSecurityNotice(app, request, { to: user.email, notice: 'passkey-used' });
  }
  if (factor === 'rcode') {
    await recordSecurityEvent(app, { userId, kind: 'recovery-code-used', request });
    await endOtherSessions(app, request, { userId, keep: { jti, sessionId: sid } });
    sendSecurityNotice(app, request, { to: user.email, notice: 'recovery-code-used' });
  }
  return jwt;
}
