import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { clientAddress } from '../../lib/clientAddress';
import type { SignInMethod } from '../../plugins/tokens';
import { recordSecurityEvent } from '../audit/recordSecurityEvent';
import { sendSecurityNotice } from '../audit/sendSecurityNotice';
import { describeDevice } from '../sessions/describeDevice';

/**
 * Starts a session for the user: records the sign-in (time and address on the account, a `sessions` row with device
 * and address, a `sign-in` security event) and answers a fresh token carrying the session's id, marked with how they
 * signed in (`amr`: the first step, and after a second step its factor and `mfa`). A sign-in from a device and
 * address this account's sessions never had is mailed to the account (not its first sign-in).
 */
export async function startSession(
  app: FastifyInstance,
  user: { id: number | string; role: string; email: string },
  request: FastifyRequest,
  method: SignInMethod | SignInMethod[] = 'pwd',
): Promise<string> {
  const userId = Number(user.id);
  const address = clientAddress(request);
  const device = describeDevice(request.headers['user-agent']);
  const sessionId = randomUUID();
  const token = await app.tokens.sign(user, method, sessionId);
  const earlier = app.db.selectFrom('sessions').select('id').where('userId', '=', userId);
  const [anyEarlier, sameDevice] = await Promise.all([
    earlier.executeTakeFirst(),
    earlier.where('device', '=', device).where('address', '=', address).executeTakeFirst(),
  ]);
  await app.db
    .updateTable('users')
    .set({ lastLogin: new Date(), lastLogInIp: address })
    .where('id', '=', userId)
    .execute();
  const expiresAt = new Date((decodeJwt(token).exp ?? 0) * 1000);
  await app.db
    .insertInto('sessions')
    .values({ id: sessionId, userId, device, address, place: null, expiresAt })
    .execute();
  await recordSecurityEvent(app, { userId, kind: 'sign-in', request, details: { method } });
  if (anyEarlier && !sameDevice) sendSecurityNotice(app, request, { to: user.email, notice: 'new-device' });
  return token;
}
