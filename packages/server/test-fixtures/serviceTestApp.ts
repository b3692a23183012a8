import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { downloadsRoutes } from '../src/modules/downloads/downloadsRoutes';
import { serviceInput } from '../src/modules/gateway/serviceInput';
import { createDownloadStore } from '../src/services/downloads';
import { serviceHandlers } from '../src/services/serviceHandlers';
import { ServiceError } from '../src/services/ServiceError';
import type { ServiceContext } from '../src/services/types';

/**
 * A minimal app mounting every service handler at its path the way the gateway does (ServiceError → `{ msg }`),
 * plus the download route: for handler tests.
 */
export async function serviceTestApp(options: Omit<ServiceContext, 'downloads'>): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(multipart, { limits: { fileSize: options.maxUploadBytes, files: 1 } });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ServiceError) return reply.status(error.statusCode).send({ msg: error.message });
    return reply.status(500).send({ msg: 'Internal server error.' });
  });
  const store = createDownloadStore({ dataDir: options.dataDir });
  const ctx: ServiceContext = { ...options, downloads: store };
  app.addHook('onClose', async () => store.close());
  await app.register(downloadsRoutes, { store });
  for (const [path, endpoint] of Object.entries(serviceHandlers)) {
    app.post(path, async (request, reply) => {
      const result = await endpoint.handler(serviceInput(request), ctx);
      return reply.status(result.statusCode).send(result.body);
    });
  }
  return app;
}
