import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/HttpError';
import { relyingParty } from './relyingParty';
import { CEREMONY_TIMEOUT_MS, issueChallenge, type CeremonyPurpose } from './webauthnChallenges';

/**
 * WebAuthn request options with a fresh challenge stored for `purpose`. For a sign-in without a password (`userId`
 * null) any passkey of this site answers and must verify its user; otherwise only `userId`'s own passkeys answer (400
 * with `noPasskeys` when it has none), and user verification is asked for but not required: the person has already
 * passed a first step, so presence on their own passkey is the factor.
 */
export async function authenticationOptions(
  app: FastifyInstance,
  purpose: Exclude<CeremonyPurpose, 'register'>,
  userId: number | null,
  noPasskeys: string,
) {
  let allowCredentials: { id: string }[] = [];
  if (userId !== null) {
    allowCredentials = await app.db.selectFrom('passkeys').select('id').where('userId', '=', userId).execute();
    if (allowCredentials.length === 0) throw new HttpError(400, noPasskeys);
  }
  return generateAuthenticationOptions({
    rpID: relyingParty(app.config).id,
    challenge: await issueChallenge(app, purpose, userId),
    allowCredentials,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: userId === null ? 'required' : 'preferred',
  });
}
