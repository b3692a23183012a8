import type { FastifyInstance } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';

/** Seconds per TOTP time step (RFC 6238 default; every authenticator app uses it). */
export const TOTP_PERIOD_SECONDS = 30;
/** The name authenticator apps show above the account's codes. */
export const TOTP_ISSUER = 'CSI';
/** Clock skew accepted: the codes of one step before and one after the server's (±30 s). */
const EPOCH_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** A fresh base32 secret of 160 bits (RFC 4226's recommended length). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_PERIOD_SECONDS });

/**
 * The time step of `code` when it is the secret's code within ±1 step of now and of a later step than `afterStep`
 * (the last one used), else null. Only digits are compared: a code with spaces (as apps show it) is accepted.
 */
export async function totpStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Checks a code of the user's authenticator app (confirmed, or the one being set up with `pending`) and spends its
 * time step: the step is stored in the same statement that checks it is later than the last one used, so a code
 * is accepted once across every instance of the fleet, even when two requests race.
 */
export async function spendTotpCode(
  app: FastifyInstance,
  userId: number,
  code: string,
  { pending = false }: { pending?: boolean } = {},
): Promise<boolean> {
  let query = app.db.selectFrom('totpFactors').select(['secretSealed', 'lastUsedStep']).where('userId', '=', userId);
  query = pending ? query.where('confirmedAt', 'is', null) : query.where('confirmedAt', 'is not', null);
  const factor = await query.executeTakeFirst();
  if (!factor) return false;
  const lastStep = factor.lastUsedStep === null ? null : Number(factor.lastUsedStep);
  const step = await totpStep(app.secrets.open(factor.secretSealed, 'totp-secret'), code, lastStep);
  if (step === null) return false;
  const spent = await app.db
    .updateTable('totpFactors')
    .set({ lastUsedStep: step })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', String(step))]))
    .returning('userId')
    .executeTakeFirst();
  return spent !== undefined;
}
