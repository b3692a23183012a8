import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../lib/currentUser';
import { HttpError } from '../../lib/HttpError';
import { findSocialProfile } from './findSocialProfile';
import { newSocialCode } from './newSocialCode';
import { objectSchema } from '../../lib/objectSchema';
import { safeString } from '../../lib/safeString';
import { replies } from '../../lib/replies';

/** Social code change (auth) and the public profile search, under /usfw. */
export async function socialRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/change-my-social-code',
    { onRequest: app.authenticate, schema: { response: replies(Type.Object({ social_code: Type.String() })) } },
    async (request) => {
      const socialCode = newSocialCode();
      await app.db
        .updateTable('users')
        .set({ socialSecurityCode: socialCode })
        .where('id', '=', currentUser(request).id)
        .execute();
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
