import type { UsageLog } from '@csi/api-client';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { apiCallPage, envelope, labData, usageLog } from '../../openapi/docSchemas';
import { toIsoString } from '../../lib/toIsoString';
import { callsQuerySchema, parseCallsQuery, type CallsQueryText } from './callsQuery';
import { readCalls } from './readCalls';
import { readLabData } from './readLabData';

/** A usage log row as answered: the spec's fields plus the environment (live or sandbox). */
export type UsageLogReply = UsageLog & { environment: string };

/** Most rows my-usage answers (newest first). */
const MAX_LOGS = 500;

/** `GET usfw/api-usage/my-usage`, `my-calls` and `my-lab-data` (register with prefix '/usfw/api-usage'); pending counts are flushed first. */
export async function usageRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', async () => app.usageRecorder.flush());

  // The response schemas also filter the answers.
  app.get(
    '/my-usage',
    { schema: { response: { 200: envelope({ type: 'array', items: usageLog }) } } },
    async (request) => {
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
        environment: row.environment,
      }));
      return { msg: 'API usage.', data };
    },
  );

  // Per-call insight: the calls with their outcome, filtered and paged by the query (a bad value answers 400).
  app.get<{ Querystring: CallsQueryText }>(
    '/my-calls',
    { schema: { querystring: callsQuerySchema, response: { 200: envelope(apiCallPage) } } },
    async (request) => ({
      msg: 'API calls.',
      data: await readCalls(app.db, currentUser(request).id, parseCallsQuery(request.query)),
    }),
  );

  app.get('/my-lab-data', { schema: { response: { 200: envelope(labData) } } }, async (request) => ({
    msg: 'API usage analytics.',
    data: await readLabData(app.db, currentUser(request).id),
  }));
}
