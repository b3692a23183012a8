import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { replies } from '../../lib/replies';
import { callerRefusal } from '../gateway/checkCall';
import { rateLimitPolicy, rateLimitState } from '../gateway/rateLimitHeaders';
import { createCallerLookup, resolveCaller } from '../gateway/resolveCaller';
import { gatewaySchemas } from '../gateway/schemas';
import { readQuota } from './readQuota';
import { quotaSchemas } from './schemas';

/** The `msg` of a quota answer. */
export const QUOTA_MESSAGE = 'Quota.';

/**
 * `GET csi-p/quota`: a program's own quota, with the key pair of its gateway calls (refused as the gateway refuses a
 * wrong pair, a blocked key or a suspended account); it carries the gateway's RateLimit-Policy and RateLimit headers.
 * `GET usfw/wallet/quota`: the same for the signed-in user. Neither counts against any limit.
 */
export async function quotaRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const callers = createCallerLookup(app.db, app.secrets.apiKeyHash);
  const schema = { response: replies(quotaSchemas.quota) };

  routes.get(
    '/csi-p/quota',
    { schema: { ...schema, headers: gatewaySchemas.callerHeaders } },
    async (request, reply) => {
      const caller = await resolveCaller(callers, request.headers);
      const refused = callerRefusal(caller);
      if (refused) throw refused;
      const quota = await readQuota(app, caller);
      const { limit, remaining, resetSeconds } = quota.rateLimit;
      reply.header('ratelimit-policy', rateLimitPolicy(limit));
      reply.header('ratelimit', rateLimitState({ allowed: true, limit, remaining, resetMs: resetSeconds * 1000 }));
      return { msg: QUOTA_MESSAGE, data: quota };
    },
  );

  routes.get('/usfw/wallet/quota', { schema, onRequest: app.authenticate }, async (request) => {
    const { id } = currentUser(request);
    const user = await app.db.selectFrom('users').select('apiUsername').where('id', '=', id).executeTakeFirstOrThrow();
    return { msg: QUOTA_MESSAGE, data: await readQuota(app, { userId: id, apiUsername: user.apiUsername }) };
  });
}
