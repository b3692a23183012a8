import { clientAddress } from '../../lib/clientAddress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import type { UsersTable } from '../../db/schema';
import { currentUser } from '../../lib/currentUser';
import { cutOffTokens } from '../../plugins/auth';
import { sensitiveChangeMail, type SensitiveChange } from './sensitiveChangeMail';

/**
 * Saves a sensitive change of the caller's account (checked first with requireCurrentPassword), signs out every other
 * session of the account in the same statement (the caller's token stays valid), and notifies the account's address.
 * A mail that cannot be sent is logged: the change is made and stays made.
 */
export async function applySensitiveChange(
  app: FastifyInstance,
  request: FastifyRequest,
  change: SensitiveChange,
  values: Updateable<UsersTable>,
): Promise<void> {
  const { id, jti, email } = currentUser(request);
  await app.db
    .updateTable('users')
    .set({ ...values, ...cutOffTokens(jti) })
    .where('id', '=', id)
    .execute();
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
