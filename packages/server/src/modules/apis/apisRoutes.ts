import type { ApiDefinitionInput } from '@csi/api-client';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { HttpError } from '../../lib/HttpError';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import { serviceCatalog } from '../../services/serviceCatalog';
import type { CatalogCache } from '../gateway/createCatalogCache';
import { assertEndpointsFree } from './assertEndpointsFree';
import { findApi } from './findApi';
import { parseApiInput } from './parseApiInput';
import { apiInputBody, idParams } from './schemas';
import { serviceRefusal } from './serviceRefusal';
import { toApiDefinition } from './toApiDefinition';

const NOT_FOUND = 'API not found.';
const duplicateApiId = (apiId: string) => new HttpError(409, `An API with apiId ${apiId} already exists.`);

/** Options of apisRoutes. */
export interface ApisRoutesOptions {
  /** The gateway's copy of the catalog, invalidated by every write. */
  catalog: CatalogCache;
}

/** The catalog under v1/apis: public listing and lookups, admin listing, create and update. */
export async function apisRoutes(app: FastifyInstance, { catalog }: ApisRoutesOptions): Promise<void> {
  const apis = () => app.db.selectFrom('apis').selectAll().orderBy('id');
  const services = serviceCatalog();
  /** Live with a service that answers every endpoint: what users may see (rows saved before this rule may not be). */
  const answers = (api: { apiService: string; endpoint: string; live: boolean }) =>
    api.live && serviceRefusal(api, services) === null;
  /** The admin's API definition checked and trimmed, and refused (400) when it names no service the server has. */
  const parse = (input: ApiDefinitionInput) => {
    const values = parseApiInput(input);
    const refusal = serviceRefusal({ ...values, live: values.live ?? true }, services);
    if (refusal) throw new HttpError(400, refusal);
    return values;
  };

  app.get('/all-apis', async () => ({
    msg: 'APIs.',
    data: (await apis().where('live', '=', true).execute()).filter(answers).map(toApiDefinition),
  }));

  app.get<{ Params: { id: string } }>('/get-api/:id', { schema: { params: idParams } }, async (request) => {
    const api = await findApi(app.db, request.params.id);
    if (!api || !answers(api)) throw new HttpError(404, NOT_FOUND);
    return { msg: 'API.', data: toApiDefinition(api) };
  });

  app.get<{ Params: { id: string } }>(
    '/get-api-s-playground/:id',
    { schema: { params: idParams } },
    async (request) => {
      const api = await findApi(app.db, request.params.id);
      if (!api || !answers(api)) throw new HttpError(404, NOT_FOUND);
      return { msg: 'API.', data: [toApiDefinition(api)] };
    },
  );

  app.get('/all-apis-admin', { onRequest: app.requireAdmin }, async () => ({
    msg: 'APIs.',
    data: (await apis().execute()).map(toApiDefinition),
  }));

  app.get('/all-services-admin', { onRequest: app.requireAdmin }, async () => ({ msg: 'Services.', data: services }));

  app.post<{ Body: ApiDefinitionInput }>(
    '/add-api',
    { onRequest: app.requireAdmin, schema: { body: apiInputBody } },
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
      return reply.status(201).send({ msg: `API ${row.name} added.`, data: toApiDefinition(row) });
    },
  );

  app.put<{ Params: { id: string }; Body: ApiDefinitionInput }>(
    '/update-api/:id',
    { onRequest: app.requireAdmin, schema: { params: idParams, body: apiInputBody } },
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
      return { msg: `API ${row.name} updated.`, data: toApiDefinition(row) };
    },
  );
}
