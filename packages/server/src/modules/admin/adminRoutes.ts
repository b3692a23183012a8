import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../lib/currentUser';
import { HttpError } from '../../lib/HttpError';
import { NO_DATA_REPLIES, replies } from '../../lib/replies';
import { recordAdminAction } from '../audit/recordAdminAction';
import { adminSchemas } from './schemas';
import { toAdminUser } from './toAdminUser';

/**
 * User administration under /usfw/a (admin role; 401 without a valid token, 403 for anyone else). Each change is
 * recorded in the audit log.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  // The response schema also filters the answer: nothing beyond the profile and userId leaves the server.
  routes.get('/get-all-users', { schema: { response: replies(Type.Array(adminSchemas.user)) } }, async () => {
    const users = await app.db.selectFrom('users').selectAll().orderBy('id').execute();
    return { msg: `${users.length} users.`, data: users.map((user) => toAdminUser(user, app.secrets)) };
  });

  routes.get(
    '/manage-activation/:userId/:action',
    { config: { adminWrite: true }, schema: { params: adminSchemas.activation, response: NO_DATA_REPLIES } },
    async (request) => {
      const userId = Number(request.params.userId);
      const suspend = request.params.action === 'deactivate';
      if (suspend && userId === currentUser(request).id) {
        throw new HttpError(400, 'You cannot deactivate your own account.');
      }
      const before = await app.db
        .selectFrom('users')
        .select('accSuspendedAdmin')
        .where('id', '=', userId)
        .executeTakeFirst();
      const updated = await app.db
        .updateTable('users')
        .set({ accSuspendedAdmin: suspend })
        .where('id', '=', userId)
        .returning('id')
        .executeTakeFirst();
      if (!before || !updated) throw new HttpError(404, 'User not found.');
      await recordAdminAction(app, request, {
        kind: suspend ? 'user.deactivate' : 'user.activate',
        target: { type: 'user', id: userId },
        userId,
        before: { accSuspendedAdmin: before.accSuspendedAdmin },
        after: { accSuspendedAdmin: suspend },
      });
      return { msg: suspend ? 'Account deactivated.' : 'Account activated.', data: null };
    },
  );
}
