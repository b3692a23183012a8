import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { envelope } from '../../lib/envelope';
import { ERROR_REPLIES } from '../../lib/errorBody';
import { HttpError } from '../../lib/HttpError';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import { replies } from '../../lib/replies';
import { serviceCatalog } from '../../services/serviceCatalog';
import type { CatalogCache } from '../gateway/createCatalogCache';
import { pickFields, recordAdminAction } from '../audit/recordAdminAction';
import { assertEndpointsFree } from './assertEndpointsFree';
import { findApi } from './findApi';
import { parseApiInput } from './parseApiInput';
import { apiSchemas, type ApiInputBody } from './schemas';
import { serviceRefusal } from './serviceRefusal';
import { toApiDefinition } from './toApiDefinition';

const NOT_FOUND = 'API not found.';
const duplicateApiId = (apiId: string) => new HttpError(409, `An API with apiId ${apiId} already exists.`);

/** Options of apisRoutes. */
export interface ApisRoutesOptions {
  /** The gateway's copy of the catalog, invalidated by every write. */
  catalog: CatalogCache;
}

/** The catalog under v1/apis: public listing and lookups, admin listing, create and update (recorded in the audit log). */
export async function apisRoutes(app: FastifyInstance, { catalog }: ApisRoutesOptions): Promise<void> {
  const apis = () => app.db.selectFrom('apis').selectAll().orderBy('id');
  const services = serviceCatalog();
  /** Live with a service that answers every endpoint: what users may see (rows saved before this rule may not be). */
  const answers = (api: { apiService: string; endpoint: string; live: boolean }) =>
    api.live && serviceRefusal(api, services) === null;
  /** The admin's API definition checked and trimmed, and refused (400) when it names no service the server has. */
  const parse = (input: ApiInputBody) => {
    const values = parseApiInput(input);
    const refusal = serviceRefusal({ ...values, live: values.live ?? true }, services);
    if (refusal) throw new HttpError(400, refusal);
    return values;
  };

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const { api: apiSchema, apis: apisSchema, idParams, input } = apiSchemas;

  routes.get('/all-apis', { schema: { response: replies(apisSchema) } }, async () => ({
    msg: 'APIs.',
    data: (await apis().where('live', '=', true).execute()).filter(answers).map(toApiDefinition),
  }));

  routes.get('/get-api/:id', { schema: { params: idParams, response: replies(apiSchema) } }, async (request) => {
    const api = await findApi(app.db, request.params.id);
    if (!api || !answers(api)) throw new HttpError(404, NOT_FOUND);
    return { msg: 'API.', data: toApiDefinition(api) };
  });

  routes.get(
    '/get-api-s-playground/:id',
    { schema: { params: idParams, response: replies(Type.Array(apiSchema, { minItems: 1, maxItems: 1 })) } },
    async (request) => {
      const api = await findApi(app.db, request.params.id);
      if (!api || !answers(api)) throw new HttpError(404, NOT_FOUND);
      return { msg: 'API.', data: [toApiDefinition(api)] };
    },
  );

  const admin = { onRequest: app.requireAdmin };
  routes.get('/all-apis-admin', { ...admin, schema: { response: replies(apisSchema) } }, async () => ({
    msg: 'APIs.',
    data: (await apis().execute()).map(toApiDefinition),
  }));

  routes.get('/all-services-admin', { ...admin, schema: { response: replies(apiSchemas.services) } }, async () => ({
    msg: 'Services.',
    data: services,
  }));

  routes.post(
    '/add-api',
    { ...admin, schema: { body: input, response: { 201: envelope(apiSchema), ...ERROR_REPLIES } } },
    async (request, reply) => {
      const values = parse(request.body);
      await assertEndpointsFree(app.db, values.endpoint);
      const row = await app.db
        .insertInto('apis')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? duplicateApiId(values.apiId) : error;
        });
      catalog.invalidate();
      await recordAdminAction(app, request, {
        kind: 'api.create',
        target: { type: 'api', id: row.id },
        before: null,
        after: values,
      });
      return reply.status(201).send({ msg: `API ${row.name} added.`, data: toApiDefinition(row) });
    },
  );

  routes.put(
    '/update-api/:id',
    { ...admin, schema: { params: idParams, body: input, response: replies(apiSchema) } },
    async (request) => {
      const current = await findApi(app.db, request.params.id);
      if (!current) throw new HttpError(404, NOT_FOUND);
      const values = parse(request.body);
      await assertEndpointsFree(app.db, values.endpoint, Number(current.id));
      const row = await app.db
        .updateTable('apis')
        .set({ ...values, updatedAt: sql`now()` })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? duplicateApiId(values.apiId) : error;
        });
      catalog.invalidate();
      await recordAdminAction(app, request, {
        kind: 'api.update',
        target: { type: 'api', id: row.id },
        before: pickFields(current, Object.keys(values)),
        after: values,
      });
      return { msg: `API ${row.name} updated.`, data: toApiDefinition(row) };
    },
  );
}
