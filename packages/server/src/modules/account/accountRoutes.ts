import { CURRENT_PASSWORD_MESSAGES, normalisePhone, validateNewPassword } from '@csi/api-client';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { hashPassword } from '../../lib/hashPassword';
import { HttpError } from '../../lib/HttpError';
import { NO_DATA_REPLIES, replies } from '../../lib/replies';
import { sessionData } from '../../plugins/sessionCookie';
import { authSchemas } from '../auth/schemas';
import { applySensitiveChange } from './applySensitiveChange';
import { platformImagePath } from '../images/platformImagePath';
import { IMAGE_TYPES } from '../images/sniffImage';
import { reissueSessionToken } from '../sessions/reissueSessionToken';
import { newApiKey } from './newApiKey';
import { requireCurrentPassword } from './requireCurrentPassword';
import { accountSchemas } from './schemas';
import { storedApiKey } from './storedApiKey';
import { toProfile } from './toProfile';
import { validateProfileUpdate } from './validateProfileUpdate';

/** Answer to a picture that is not an image of the images route. */
const OUTSIDE_PICTURE_MESSAGE = 'Upload the picture here; pictures from other sites are not accepted.';

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
          phoneNumber: normalisePhone(phoneNumber) || null,
          fullName: fullName.trim(),
        })
        .where('id', '=', currentUser(request).id)
        .returning(['id', 'role', 'email'])
        .executeTakeFirstOrThrow();
      // The new token stays in the caller's session, signed in as it was (a second factor is not lost).
      const token = await reissueSessionToken(app, request, user);
      return { msg: 'Profile updated.', data: sessionData(request, reply, token) };
    },
  );

  routes.put(
    '/update/profile-picture',
    { schema: { body: accountSchemas.picture, response: NO_DATA_REPLIES } },
    async (request) => {
      // Only an image this account uploaded to the images route, stored as its site-relative path: a picture is
      // never loaded from an address a user typed (it would tell that site who views the profile).
      const image = platformImagePath(request.body.img.trim(), app.config.publicUrl);
      if (!image) throw new HttpError(400, OUTSIDE_PICTURE_MESSAGE);
      const { id } = currentUser(request);
      const uploaded = await app.db
        .selectFrom('images')
        .select('mime')
        .where('id', '=', image.id)
        .where('userId', '=', id)
        .executeTakeFirst();
      if (!uploaded || IMAGE_TYPES[uploaded.mime] !== image.ext) {
        throw new HttpError(400, 'This picture is not one of your uploads. Upload the picture again.');
      }
      await users().set({ profilePicture: image.path }).where('id', '=', id).execute();
      return { msg: 'Profile picture updated.', data: null };
    },
  );

  // The current password proves the owner, not a stolen token, makes the change (or a fresh one-time-code sign-in:
  // recovery); the change signs out the other sessions and is mailed to the account's address.
  routes.put(
    '/change-my-password',
    { schema: { body: accountSchemas.password, response: NO_DATA_REPLIES } },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await requireCurrentPassword(app, request, currentPassword, { recovery: true });
      const invalid = await validateNewPassword(newPassword);
      if (invalid) throw new HttpError(400, invalid);
      await applySensitiveChange(app, request, 'password', { passwordHash: await hashPassword(newPassword.trim()) });
      return { msg: 'Password changed.', data: null };
    },
  );

  // The spec's GET cannot carry the current password a new key needs: it is refused with the message asking for it.
  routes.get('/update/api-key', { schema: { response: replies(accountSchemas.apiKey) } }, async () => {
    throw new HttpError(400, CURRENT_PASSWORD_MESSAGES.required);
  });

  routes.post(
    '/update/api-key',
    { schema: { body: accountSchemas.currentPassword, response: replies(accountSchemas.apiKey) } },
    async (request) => {
      await requireCurrentPassword(app, request, request.body.currentPassword);
      const apiKey = newApiKey();
      await applySensitiveChange(app, request, 'API key', storedApiKey(app.secrets, apiKey));
      return { msg: 'API key updated.', data: { api_key: apiKey } };
    },
  );

  routes.get('/update/api-key/update-usage', { schema: { response: NO_DATA_REPLIES } }, async (request) => {
    const { apiKeyBlocked } = await users()
      .set((eb) => ({ apiKeyBlocked: eb.not('apiKeyBlocked') }))
      .where('id', '=', currentUser(request).id)
      .returning('apiKeyBlocked')
      .executeTakeFirstOrThrow();
    return { msg: apiKeyBlocked ? 'API key blocked.' : 'API key unblocked.', data: null };
  });
}
