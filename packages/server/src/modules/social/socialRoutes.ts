import { CURRENT_PASSWORD_MESSAGES } from '@csi/api-client';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../lib/HttpError';
import { applySensitiveChange } from '../account/applySensitiveChange';
import { requireCurrentPassword } from '../account/requireCurrentPassword';
import { accountSchemas } from '../account/schemas';
import { findSocialProfile } from './findSocialProfile';
import { newSocialCode } from './newSocialCode';
import { objectSchema } from '../../lib/objectSchema';
import { safeString } from '../../lib/safeString';
import { replies } from '../../lib/replies';

/** Social code change (auth) and the public profile search, under /usfw. */
export async function socialRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  const socialCodeAnswer = replies(Type.Object({ social_code: Type.String() }));
  // The spec's GET cannot carry the current password a new code needs: it is refused with the message asking for it.
  routes.get('/change-my-social-code', { onRequest: app.authenticate, schema: { response: socialCodeAnswer } }, () => {
    throw new HttpError(400, CURRENT_PASSWORD_MESSAGES.required);
  });

  routes.post(
    '/change-my-social-code',
    { onRequest: app.authenticate, schema: { body: accountSchemas.currentPassword, response: socialCodeAnswer } },
    async (request) => {
      await requireCurrentPassword(app, request, request.body.currentPassword);
      const socialCode = newSocialCode();
      await applySensitiveChange(app, request, 'social code', { socialSecurityCode: socialCode });
      return { msg: 'Social code updated.', data: { social_code: socialCode } };
    },
  );

  routes.get(
    '/p/search-user/:code',
    {
      schema: {
        params: objectSchema({ code: safeString(64) }),
        response: replies(Type.Object({ profile_url: Type.String(), profile_name: Type.String() })),
      },
    },
    async (request) => {
      const profile = await findSocialProfile(app, request.params.code);
      if (!profile) throw new HttpError(404, 'No profile was found for this social code.');
      return { msg: 'Profile found.', data: profile };
    },
  );
}
