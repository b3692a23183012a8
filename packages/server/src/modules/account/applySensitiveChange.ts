import { clientAddress } from '../../lib/clientAddress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import type { UsersTable } from '../../db/schema';
import { currentUser } from '../../lib/currentUser';
import { cutOffTokens } from '../../plugins/auth';
import { recordSecurityEvent, type SecurityEventKind } from '../audit/recordSecurityEvent';
import { markOtherSessionsEnded } from '../sessions/endSessions';
import { sensitiveChangeMail, type SensitiveChange } from './sensitiveChangeMail';

const EVENT_OF_CHANGE: Record<SensitiveChange, SecurityEventKind> = {
  password: 'password-changed',
  'API key': 'api-key-changed',
  'social code': 'social-code-changed',
};

/**
 * Saves a sensitive change of the caller's account (checked first with requireCurrentPassword), signs out every other
 * session of the account in the same statement (the caller's token stays valid; the other sessions are listed as
 * ended), records it as a security event and notifies the account's address.
 * A mail that cannot be sent is logged: the change is made and stays made.
 */
export async function applySensitiveChange(
  app: FastifyInstance,
  request: FastifyRequest,
  change: SensitiveChange,
  values: Updateable<UsersTable>,
): Promise<void> {
  const { id, jti, email, sessionId } = currentUser(request);
  await app.db
    .updateTable('users')
    .set({ ...values, ...cutOffTokens(jti) })
    .where('id', '=', id)
    .execute();
  await markOtherSessionsEnded(app, id, sessionId);
  await recordSecurityEvent(app, { userId: id, kind: EVENT_OF_CHANGE[change], request });
  const mail = sensitiveChangeMail({
    to: email,
    change,
    at: new Date(),
    ip: clientAddress(request),
    publicUrl: app.config.publicUrl,
  });
  await app.mailer
    .send(mail)
    .catch((error: unknown) => request.log.error({ err: error }, `${change} change notification failed (change kept)`));
}
