import { validatePasswordLength } from '@csi/api-client';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { envelope, profile } from '../../openapi/docSchemas';
import { hashPassword } from '../../lib/hashPassword';
import { HttpError } from '../../lib/HttpError';
import { cutOffTokens } from '../../plugins/auth';
import { sessionData } from '../../plugins/sessionCookie';
import { newApiKey } from './newApiKey';
import { accountSchemas, type PasswordBody, type PictureBody, type ProfileBody } from './schemas';
import { toProfile } from './toProfile';
import { validateProfileUpdate } from './validateProfileUpdate';

const isWebUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

/** The signed-in user's profile, picture, password and API key, under /usfw. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  const users = () => app.db.updateTable('users');

  // The response schema also filters the answer: a field toProfile does not list never leaves the server.
  app.get('/my-profile', { schema: { response: { 200: envelope(profile) } } }, async (request) => {
    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', currentUser(request).id)
      .executeTakeFirstOrThrow();
    return { msg: 'Profile loaded.', data: toProfile(user) };
  });

  app.put<{ Body: ProfileBody }>(
    '/update/profile-basic-d',
    { schema: { body: accountSchemas.profile } },
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

  app.put<{ Body: PictureBody }>(
    '/update/profile-picture',
    { schema: { body: accountSchemas.picture } },
    async (request) => {
      const img = request.body.img.trim();
      if (!isWebUrl(img)) throw new HttpError(400, 'Profile picture must be an http or https URL.');
      await users().set({ profilePicture: img }).where('id', '=', currentUser(request).id).execute();
      return { msg: 'Profile picture updated.', data: null };
    },
  );

  app.put<{ Body: PasswordBody }>(
    '/change-my-password',
    { schema: { body: accountSchemas.password } },
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

  app.get('/update/api-key', async (request) => {
    const apiKey = newApiKey();
    await users().set({ apiKey }).where('id', '=', currentUser(request).id).execute();
    return { msg: 'API key updated.', data: { api_key: apiKey } };
  });

  app.get('/update/api-key/update-usage', async (request) => {
    const { apiKeyBlocked } = await users()
      .set((eb) => ({ apiKeyBlocked: eb.not('apiKeyBlocked') }))
      .where('id', '=', currentUser(request).id)
      .returning('apiKeyBlocked')
      .executeTakeFirstOrThrow();
    return { msg: apiKeyBlocked ? 'API key blocked.' : 'API key unblocked.', data: null };
  });
}
