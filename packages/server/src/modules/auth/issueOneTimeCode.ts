import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../lib/tooManyRequests';
import { codeDigest } from './codeDigest';
import { AUTH_REPLIES } from './messages';

/** How long a code is valid. */
export const CODE_TTL_MS = 10 * 60_000;
const REQUESTS_PER_WINDOW = 5;
const REQUEST_WINDOW_MS = 15 * 60_000;

/**
 * Mails a fresh 6-digit code to a known account (verification or recovery) and voids its older codes. Only the
 * rate limit runs on the request path: the look-up, the code and the mail run after the answer, so a known and an
 * unknown e-mail take the same time to answer and the accounts cannot be enumerated by timing or by reply. A mail
 * that cannot be sent is logged.
 */
export async function issueOneTimeCode(app: FastifyInstance, rawEmail: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const limit = await app.limiter.hit(`otp-request:${email}`, REQUESTS_PER_WINDOW, REQUEST_WINDOW_MS);
  if (!limit.allowed) throw tooManyRequests(AUTH_REPLIES.tooManyCodeRequests, limit.resetMs);
  app.backgroundTasks.run('one-time code mail', () => mailCode(app, email));
}

/** Stores a new code for `email` (when it has an account) and mails it. */
async function mailCode(app: FastifyInstance, email: string): Promise<void> {
  const user = await app.db.selectFrom('users').select('email').where('email', '=', email).executeTakeFirst();
  if (!user) return;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('oneTimeCodes')
      .set({ usedAt: new Date() })
      .where('email', '=', email)
      .where('usedAt', 'is', null)
      .execute();
    await trx
      .insertInto('oneTimeCodes')
      .values({ email, codeHash: codeDigest(code), expiresAt: new Date(Date.now() + CODE_TTL_MS) })
      .execute();
  });
  await app.mailer.send({
    to: user.email,
    subject: 'Your CSI one-time code',
    text: `Your one-time code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, you can ignore this e-mail.`,
  });
}
