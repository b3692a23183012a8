import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { codeDigest } from './codeDigest';
import { CODE_DIGITS, countCodeRequest, LIVE_CODES_PER_ACCOUNT, MAX_CODE_ATTEMPTS } from './oneTimeCodeLimits';

/** How long a code is valid. */
export const CODE_TTL_MS = 10 * 60_000;

/**
 * Mails a fresh 8-digit code to a known account (verification or recovery). Only the rate limits run on the request
 * path: the look-up, the code and the mail run after the answer, so a known and an unknown e-mail take the same time
 * to answer and the accounts cannot be enumerated by timing or by reply. A mail that cannot be sent is logged.
 */
export async function issueOneTimeCode(app: FastifyInstance, rawEmail: string, address: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  await countCodeRequest(app, address);
  app.backgroundTasks.run('one-time code mail', () => mailCode(app, email));
}

/**
 * Stores a new code for `email` (when it has an account) and mails it. The account's live codes stay valid: the
 * owner may be typing one. With LIVE_CODES_PER_ACCOUNT live already it mails nothing (the owner has those). The
 * user row is locked while counting, so parallel requests cannot add more.
 */
async function mailCode(app: FastifyInstance, email: string): Promise<void> {
  const code = randomInt(0, 10 ** CODE_DIGITS)
    .toString()
    .padStart(CODE_DIGITS, '0');
  const added = await app.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('email')
      .where('email', '=', email)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return false;
    const codes = await trx
      .selectFrom('oneTimeCodes')
      .select('expiresAt')
      .where('email', '=', email)
      .where('usedAt', 'is', null)
      .where('attempts', '<', MAX_CODE_ATTEMPTS)
      .execute();
    const live = codes.filter((row) => new Date(row.expiresAt).getTime() > Date.now()).length;
    if (live >= LIVE_CODES_PER_ACCOUNT) return false;
    await trx
      .insertInto('oneTimeCodes')
      .values({ email, codeHash: codeDigest(code), expiresAt: new Date(Date.now() + CODE_TTL_MS) })
      .execute();
    return true;
  });
  if (!added) return;
  await app.mailer.send({
    to: email,
    subject: 'Your CSI one-time code',
    text: `Your one-time code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, you can ignore this e-mail.`,
  });
}
