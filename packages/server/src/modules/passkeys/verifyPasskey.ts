import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/HttpError';
import { PASSKEY_REPLIES } from './messages';
import { relyingParty } from './relyingParty';
import type { AuthenticationResponseBody } from './schemas';
import { signedChallenge, spendChallenge, type CeremonyPurpose } from './webauthnChallenges';

/** A passkey that proved its holder. */
export interface VerifiedPasskey {
  userId: number;
  passkeyId: string;
  name: string;
}

/**
 * Checks a browser's answer to a passkey request: spends the challenge it signed (issued for `purpose`, unexpired,
 * once), finds the passkey (of the challenge's account when it names one), and checks origin, RP ID, signature and
 * user presence, and user verification when `requireUserVerification` (a passkey alone signing in). The signature
 * counter must go up (unless the authenticator keeps none); it is stored with a compare-and-set, so two answers with
 * one counter cannot both pass. Throws the 401 the caller should answer.
 */
export async function verifyPasskey(
  app: FastifyInstance,
  response: AuthenticationResponseBody,
  opts: { purpose: CeremonyPurpose; requireUserVerification: boolean; userId?: number },
): Promise<VerifiedPasskey> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  const spent = challenge ? await spendChallenge(app, challenge, opts.purpose) : null;
  if (!challenge || !spent) throw new HttpError(401, PASSKEY_REPLIES.ceremonyExpired);
  const accountId = spent.userId ?? opts.userId;
  if (opts.userId !== undefined && spent.userId !== null && spent.userId !== opts.userId) {
    throw new HttpError(401, PASSKEY_REPLIES.ceremonyExpired);
  }
  let query = app.db.selectFrom('passkeys').selectAll().where('id', '=', response.id);
  if (accountId !== undefined && accountId !== null) query = query.where('userId', '=', accountId);
  const passkey = await query.executeTakeFirst();
  if (!passkey) throw new HttpError(401, PASSKEY_REPLIES.notRecognised);
  const rp = relyingParty(app.config);
  const counter = Number(passkey.counter);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: { ...response, clientExtensionResults: {} },
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: opts.requireUserVerification,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter,
        transports: passkey.transports ? (passkey.transports.split(',') as never) : undefined,
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    // The library names a counter that did not go up; anything else (origin, RP ID, signature, flags) is a refusal.
    if (/counter/i.test(message)) throw new HttpError(401, PASSKEY_REPLIES.replayed);
    throw new HttpError(401, PASSKEY_REPLIES.refused);
  }
  if (!verification.verified) throw new HttpError(401, PASSKEY_REPLIES.refused);
  const { newCounter } = verification.authenticationInfo;
  const updated = await app.db
    .updateTable('passkeys')
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where('id', '=', passkey.id)
    .where('counter', '=', String(counter))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(401, PASSKEY_REPLIES.replayed);
  return { userId: passkey.userId, passkeyId: passkey.id, name: passkey.name };
}
