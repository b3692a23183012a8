import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../../lib/clientAddress';
import { currentUser } from '../../lib/currentUser';
import { HttpError } from '../../lib/HttpError';
import { requireCurrentPassword } from '../account/requireCurrentPassword';
import { recordSecurityEvent } from '../audit/recordSecurityEvent';
import type { AuthenticationResponseBody } from '../passkeys/schemas';
import { verifyPasskey } from '../passkeys/verifyPasskey';
import { countFactorGuess } from './countFactorGuess';
import { FACTOR_REPLIES } from './messages';
import { recordRecentAuthentication } from './recentAuthentication';
import { spendTotpCode } from './totpCodes';

/** What a caller may prove itself with: one of them is checked, in the order passkey, code, password. */
export interface IdentityProof {
  currentPassword: string;
  code: string;
  /** The answer of one of the account's passkeys to the options of POST /usfw/two-factor/confirm/passkey-options. */
  passkey?: AuthenticationResponseBody;
}

/**
 * The caller proves it is the account's owner for a sensitive action: one of its own passkeys answering a challenge
 * issued to it for this purpose, a code of the authenticator app (counted per address and account, 401 when wrong or
 * used), or else the current password, or else sudo mode still open (requireCurrentPassword). A passkey, a right code
 * or password opens sudo mode for this session; a wrong one is a `confirm-identity-failed` security event.
 */
export async function confirmIdentity(
  app: FastifyInstance,
  request: FastifyRequest,
  proof: IdentityProof,
): Promise<void> {
  const user = currentUser(request);
  const recordFailure = (proofKind: 'passkey' | 'code' | 'password') =>
    recordSecurityEvent(app, {
      userId: user.id,
      kind: 'confirm-identity-failed',
      request,
      details: { proof: proofKind },
    });
  if (proof.passkey) {
    try {
      // The signed-in person already passed the first step: presence on their own passkey is the factor, as in a
      // second step, so user verification is asked for but not required.
      await verifyPasskey(app, proof.passkey, { purpose: 'confirm', requireUserVerification: false, userId: user.id });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) await recordFailure('passkey');
      throw error;
    }
    await recordRecentAuthentication(app, user);
    return;
  }
  if (proof.code.trim()) {
    const guess = await countFactorGuess(app, user.id, clientAddress(request));
    if (!(await spendTotpCode(app, user.id, proof.code))) {
      await recordFailure('code');
      throw new HttpError(401, FACTOR_REPLIES.badCode);
    }
    await guess.forgive();
    await recordRecentAuthentication(app, user);
    return;
  }
  try {
    await requireCurrentPassword(app, request, proof.currentPassword);
  } catch (error) {
    // Only a wrong password is a failed confirmation; a missing one or the throttle's 429 is not.
    if (error instanceof HttpError && error.statusCode === 401) await recordFailure('password');
    throw error;
  }
}
