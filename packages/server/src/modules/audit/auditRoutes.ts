import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../lib/currentUser';
import { ERROR_REPLIES } from '../../lib/errorBody';
import { replies } from '../../lib/replies';
import { toIsoString } from '../../lib/toIsoString';
import { auditCsv } from './auditCsv';
import { readAuditLog } from './readAuditLog';
import { auditLimit, auditSchemas } from './schemas';

/** Most rows one CSV export holds (newest first): a year of a busy platform's admin actions, in a few megabytes. */
const CSV_MAX_ROWS = 50_000;

/** The caller's account activity (Security Overview), under /usfw. Read only: nothing here writes audit_events. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/security-activity',
    { schema: { querystring: auditSchemas.activityQuery, response: replies(Type.Array(auditSchemas.activity)) } },
    async (request) => {
      const rows = await app.db
        .selectFrom('auditEvents')
        .select(['at', 'kind', 'address', 'device', 'details'])
        .where('userId', '=', currentUser(request).id)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(auditLimit('activity', request.query.limit))
        .execute();
      return { msg: 'Account activity loaded.', data: rows.map((row) => ({ ...row, at: toIsoString(row.at) })) };
    },
  );
}

/** The audit log for administrators, under /usfw/a (admin role). Read only: the log has no call that changes it. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/audit-log',
    { schema: { querystring: auditSchemas.logQuery, response: replies(Type.Array(auditSchemas.entry)) } },
    async (request) => {
      const entries = await readAuditLog(app, request.query);
      return { msg: `${entries.length} entries.`, data: entries };
    },
  );

  routes.get(
    '/audit-log/csv',
    {
      schema: {
        querystring: auditSchemas.logQuery,
        response: { 200: Type.String({ description: 'text/csv' }), ...ERROR_REPLIES },
      },
    },
    async (request, reply) => {
      const entries = await readAuditLog(app, request.query, CSV_MAX_ROWS);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(auditCsv(entries));
    },
  );
}
