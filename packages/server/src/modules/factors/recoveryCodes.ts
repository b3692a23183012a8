import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { codeDigest, codeMatches } from '../auth/codeDigest';

/** Recovery codes issued at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters of a recovery code: no 0/O, 1/I/L, so a code copied by hand reads back the same. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten characters of 31 (about 49 bits), shown as two groups of five: `abcde-fghjk`. */
const GROUP = 5;

const randomGroup = () => Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A code as typed, made comparable: lower case, without spaces and dashes. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/**
 * Replaces the user's recovery codes with RECOVERY_CODE_COUNT new ones and answers them, the only time they are
 * seen: only their salted hashes are stored.
 */
export async function issueRecoveryCodes(app: FastifyInstance, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`);
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    await trx
      .insertInto('recoveryCodes')
      .values(codes.map((code) => ({ userId, codeHash: codeDigest(normalise(code)) })))
      .execute();
  });
  return codes;
}

/** Recovery codes of the user not used yet. */
export async function unusedRecoveryCodes(app: FastifyInstance, userId: number): Promise<number> {
  const row = await app.db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Spends one of the user's unused recovery codes: true when `code` matches one and this call marked it used (of two
 * calls racing with the same code, one wins).
 */
export async function spendRecoveryCode(app: FastifyInstance, userId: number, code: string): Promise<boolean> {
  const typed = normalise(code);
  if (typed.length === 0) return false;
  const rows = await app.db
    .selectFrom('recoveryCodes')
    .select(['id', 'codeHash'])
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
  const match = rows.find((row) => codeMatches(typed, row.codeHash));
  if (!match) return false;
  const spent = await app.db
    .updateTable('recoveryCodes')
    .set({ usedAt: new Date() })
    .where('id', '=', match.id)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}
