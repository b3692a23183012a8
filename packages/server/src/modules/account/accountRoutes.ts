import { validatePasswordLength } from '@csi/api-client';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { hashPassword } from '../../lib/hashPassword';
import { HttpError } from '../../lib/HttpError';
import { NO_DATA_REPLIES, replies } from '../../lib/replies';
import { cutOffTokens } from '../../plugins/auth';
import { sessionData } from '../../plugins/sessionCookie';
import { authSchemas } from '../auth/schemas';
import { newApiKey } from './newApiKey';
import { accountSchemas } from './schemas';
import { storedApiKey } from './storedApiKey';
import { toProfile } from './toProfile';
import { validateProfileUpdate } from './validateProfileUpdate';

const isWebUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

/** The signed-in user's profile, picture, password and API key, under /usfw. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const users = () => app.db.updateTable('users');

  // The response schema also filters the answer: a field toProfile does not list never leaves the server.
  routes.get('/my-profile', { schema: { response: replies(accountSchemas.profileAnswer) } }, async (request) => {
    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', currentUser(request).id)
      .executeTakeFirstOrThrow();
    return { msg: 'Profile loaded.', data: toProfile(user, app.secrets) };
  });

  routes.put(
    '/update/profile-basic-d',
    { schema: { body: accountSchemas.profile, response: replies(authSchemas.session) } },
    async (request, reply) => {
      const invalid = validateProfileUpdate(request.body);
      if (invalid) throw new HttpError(400, invalid);
      const { username, gender, dateOfBirth, phoneNumber, fullName } = request.body;
      const user = await users()
        .set({
          username: username.trim(),
          gender: gender.trim() || null,
          dateOfBirth: dateOfBirth.trim() || null,
          phoneNumber: phoneNumber.trim() || null,
          fullName: fullName.trim(),
        })
        .where('id', '=', currentUser(request).id)
        .returning(['id', 'role', 'email'])
        .executeTakeFirstOrThrow();
      return { msg: 'Profile updated.', data: sessionData(request, reply, await app.tokens.sign(user)) };
    },
  );

  routes.put(
    '/update/profile-picture',
    { schema: { body: accountSchemas.picture, response: NO_DATA_REPLIES } },
    async (request) => {
      const img = request.body.img.trim();
      if (!isWebUrl(img)) throw new HttpError(400, 'Profile picture must be an http or https URL.');
      await users().set({ profilePicture: img }).where('id', '=', currentUser(request).id).execute();
      return { msg: 'Profile picture updated.', data: null };
    },
  );

  routes.put(
    '/change-my-password',
    { schema: { body: accountSchemas.password, response: NO_DATA_REPLIES } },
    async (request) => {
      const invalid = validatePasswordLength(request.body.newPassword);
      if (invalid) throw new HttpError(400, invalid);
      const passwordHash = await hashPassword(request.body.newPassword);
      const { id, jti } = currentUser(request);
      // Every other token of the account stops working; the site keeps using this session's token.
      await users()
        .set({ passwordHash, ...cutOffTokens(jti) })
        .where('id', '=', id)
        .execute();
      return { msg: 'Password changed.', data: null };
    },
  );

  routes.get('/update/api-key', { schema: { response: replies(accountSchemas.apiKey) } }, async (request) => {
    const apiKey = newApiKey();
    await users().set(storedApiKey(app.secrets, apiKey)).where('id', '=', currentUser(request).id).execute();
    return { msg: 'API key updated.', data: { api_key: apiKey } };
  });

  routes.get('/update/api-key/update-usage', { schema: { response: NO_DATA_REPLIES } }, async (request) => {
    const { apiKeyBlocked } = await users()
      .set((eb) => ({ apiKeyBlocked: eb.not('apiKeyBlocked') }))
      .where('id', '=', currentUser(request).id)
      .returning('apiKeyBlocked')
      .executeTakeFirstOrThrow();
    return { msg: apiKeyBlocked ? 'API key blocked.' : 'API key unblocked.', data: null };
  });
}
