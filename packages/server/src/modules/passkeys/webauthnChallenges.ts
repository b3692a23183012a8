import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * What a WebAuthn challenge was issued for: adding a passkey, signing in without a password, a second step, or a
 * signed-in user confirming it is them (sudo mode).
 */
export type CeremonyPurpose = 'register' | 'sign-in' | 'second-step' | 'confirm';

/** How long a ceremony's challenge lasts: the browser's prompt and the user's touch, with room to spare. */
export const CEREMONY_TTL_MS = 5 * 60_000;

/** How long the browser's prompt waits for the user, in milliseconds (within CEREMONY_TTL_MS). */
export const CEREMONY_TIMEOUT_MS = 2 * 60_000;

/**
 * A fresh random challenge (32 bytes) for `purpose`, stored base64url in the database (every instance of a fleet can
 * finish the ceremony) with its account (`userId`, null for a sign-in without a password). Answers the bytes, which
 * the options carry base64url, so the browser signs exactly the stored text. Expired challenges are swept on the way,
 * so the table holds only the ceremonies under way.
 */
export async function issueChallenge(
  app: FastifyInstance,
  purpose: CeremonyPurpose,
  userId: number | null,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(randomBytes(32));
  const challenge = Buffer.from(bytes).toString('base64url');
  await app.db.deleteFrom('webauthnChallenges').where('expiresAt', '<', new Date()).execute();
  await app.db
    .insertInto('webauthnChallenges')
    .values({ challenge, purpose, userId, expiresAt: new Date(Date.now() + CEREMONY_TTL_MS) })
    .execute();
  return bytes;
}

/** The challenge a WebAuthn answer signed: the `challenge` of its clientDataJSON (base64url JSON), or null. */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (clientData as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Spends the challenge for `purpose`: deletes it and answers its account (`{ userId }`), or null when it is unknown,
 * of another purpose, expired or already spent. One DELETE ... RETURNING, so two answers racing on two instances
 * cannot both spend it.
 */
export async function spendChallenge(
  app: FastifyInstance,
  challenge: string,
  purpose: CeremonyPurpose,
): Promise<{ userId: number | null } | null> {
  const row = await app.db
    .deleteFrom('webauthnChallenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', new Date())
    .returning('userId')
    .executeTakeFirst();
  return row ? { userId: row.userId } : null;
}
