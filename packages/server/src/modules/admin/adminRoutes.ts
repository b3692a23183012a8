import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { HttpError } from '../../lib/HttpError';
import { adminUser, envelope } from '../../openapi/docSchemas';
import { toAdminUser } from './toAdminUser';

/** Params of the activation call. */
interface ActivationParams {
  userId: string;
  action: 'activate' | 'deactivate';
}

const activationParams = {
  type: 'object',
  properties: {
    userId: { type: 'string', pattern: '^[0-9]{1,15}$' },
    action: { type: 'string', enum: ['activate', 'deactivate'] },
  },
  required: ['userId', 'action'],
} as const;

/** User administration under /usfw/a (admin role; 401 without a valid token, 403 for anyone else). */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);

  // The response schema also filters the answer: nothing beyond the profile and userId leaves the server.
  const usersSchema = { response: { 200: envelope({ type: 'array', items: adminUser }) } };
  app.get('/get-all-users', { schema: usersSchema }, async () => {
    const users = await app.db.selectFrom('users').selectAll().orderBy('id').execute();
    return { msg: `${users.length} users.`, data: users.map(toAdminUser) };
  });

  app.get<{ Params: ActivationParams }>(
    '/manage-activation/:userId/:action',
    { schema: { params: activationParams } },
    async (request) => {
      const userId = Number(request.params.userId);
      const suspend = request.params.action === 'deactivate';
      if (suspend && userId === currentUser(request).id) {
        throw new HttpError(400, 'You cannot deactivate your own account.');
      }
      const updated = await app.db
        .updateTable('users')
        .set({ accSuspendedAdmin: suspend })
        .where('id', '=', userId)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new HttpError(404, 'User not found.');
      return { msg: suspend ? 'Account deactivated.' : 'Account activated.', data: null };
    },
  );
}
