import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../lib/currentUser';
import { replies } from '../../lib/replies';
import { toIsoString } from '../../lib/toIsoString';
import { callsQuerySchema, parseCallsQuery } from './callsQuery';
import { readCalls } from './readCalls';
import { readLabData } from './readLabData';
import { usageSchemas, type UsageLogReply } from './schemas';

/** Most rows my-usage answers (newest first). */
const MAX_LOGS = 500;

/** `GET usfw/api-usage/my-usage`, `my-calls` and `my-lab-data` (register with prefix '/usfw/api-usage'); pending counts are flushed first. */
export async function usageRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', async () => app.usageRecorder.flush());
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  // The response schemas also filter the answers.
  routes.get('/my-usage', { schema: { response: replies(Type.Array(usageSchemas.log)) } }, async (request) => {
    const rows = await app.db
      .selectFrom('apiUsage')
      .selectAll()
      .where('userId', '=', currentUser(request).id)
      .orderBy('bucket', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_LOGS)
      .execute();
    const data: UsageLogReply[] = rows.map((row) => ({
      apiUsageId: Number(row.id),
      apiEndpoint: row.apiEndpoint,
      serviceType: row.serviceType,
      wasForwarded: row.wasForwarded,
      timestamp: toIsoString(row.bucket),
      count: row.count,
      // Written only by the gateway, as 'live' or 'sandbox'.
      environment: row.environment as UsageLogReply['environment'],
    }));
    return { msg: 'API usage.', data };
  });

  // Per-call insight: the calls with their outcome, filtered and paged by the query (a bad value answers 400).
  routes.get(
    '/my-calls',
    { schema: { querystring: callsQuerySchema, response: replies(usageSchemas.callPage) } },
    async (request) => ({
      msg: 'API calls.',
      data: await readCalls(app.db, currentUser(request).id, parseCallsQuery(request.query)),
    }),
  );

  routes.get('/my-lab-data', { schema: { response: replies(usageSchemas.labData) } }, async (request) => ({
    msg: 'API usage analytics.',
    data: await readLabData(app.db, currentUser(request).id),
  }));
}
