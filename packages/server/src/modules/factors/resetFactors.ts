import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { cutOffTokens } from '../../plugins/auth';
import { markOtherSessionsEnded } from '../sessions/endSessions';

/** What resetFactors did to an account. */
export interface FactorsReset {
  userId: number;
  email: string;
  role: string;
  /** True when an authenticator app (set up or only started) was removed. */
  authenticatorApp: boolean;
  /** How many passkeys were removed. */
  passkeys: number;
  /** How many unused recovery codes stopped working. */
  recoveryCodes: number;
  /** How many open sessions were signed out. */
  sessionsEnded: number;
}

/** The refusal of an e-mail no account has. */
export const noAccountMessage = (email: string): string => `No account has the e-mail ${email}.`;

/**
 * The operator's recovery of an account whose holder lost every second factor (scripts: admin:reset-factors): removes
 * its authenticator app, passkeys and recovery codes, signs out every session and cuts off every token, and records a
 * `factors-reset` event (no actor: the operator acts outside the platform), all in one transaction. The holder then
 * signs in with the password and, as an administrator must, sets up two-step sign-in again before any admin call.
 * Throws with {@link noAccountMessage} for an e-mail no account has.
 */
export async function resetFactors(db: Kysely<Database>, rawEmail: string): Promise<FactorsReset> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'role'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user) throw new Error(noAccountMessage(email));
    const userId = Number(user.id);
    const app = await trx.deleteFrom('totpFactors').where('userId', '=', userId).returning('userId').execute();
    const passkeys = await trx.deleteFrom('passkeys').where('userId', '=', userId).returning('userId').execute();
    const codes = await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).returning('usedAt').execute();
    await trx.deleteFrom('recentAuthentications').where('userId', '=', userId).execute();
    const sessionsEnded = await markOtherSessionsEnded({ db: trx }, userId, null);
    await trx.updateTable('users').set(cutOffTokens()).where('id', '=', userId).execute();
    const done: FactorsReset = {
      userId,
      email: user.email,
      role: user.role,
      authenticatorApp: app.length > 0,
      passkeys: passkeys.length,
      recoveryCodes: codes.filter((code) => code.usedAt === null).length,
      sessionsEnded,
    };
    const { authenticatorApp, recoveryCodes } = done;
    const passkeysRemoved = done.passkeys;
    await trx
      .insertInto('auditEvents')
      .values({
        kind: 'factors-reset',
        actorId: null,
        userId,
        targetType: 'user',
        targetId: String(userId),
        details: JSON.stringify({
          by: 'operator command',
          authenticatorApp,
          passkeys: passkeysRemoved,
          recoveryCodes,
          sessionsEnded,
        }),
        device: 'operator command',
      })
      .execute();
    return done;
  });
}

/** What the command prints after a reset. */
export function describeReset(done: FactorsReset): string {
  return [
    `Reset the second factors of ${done.email} (user ${done.userId}, role ${done.role}):`,
    `- authenticator app: ${done.authenticatorApp ? 'removed' : 'none was set up'}`,
    `- passkeys: ${done.passkeys} removed`,
    `- recovery codes: ${done.recoveryCodes} unused removed`,
    `- sessions: ${done.sessionsEnded} signed out; every token issued until now is refused`,
    '- recorded in the audit log as factors-reset',
    'The account now signs in with its password alone; an administrator must set up two-step sign-in again before any admin call.',
  ].join('\n');
}
