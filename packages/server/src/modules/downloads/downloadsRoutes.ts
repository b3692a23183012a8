import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DOWNLOAD_PATH, type DownloadStore } from '../../services/downloads';

/** Options of downloadsRoutes. */
export interface DownloadsRoutesOptions {
  /** Where the files are. */
  store: DownloadStore;
}

/** Answer for an unknown or expired link. */
export const DOWNLOAD_GONE = 'This download link has expired or does not exist.';

/** `GET /files/download/:id`: the stored file as an attachment, or 404 `{ msg }` once expired or unknown. */
export const downloadsRoutes: FastifyPluginAsyncTypebox<DownloadsRoutesOptions> = async (app, { store }) => {
  // The id is only described (an unknown one answers DOWNLOAD_GONE, not a validation error).
  const schema = { params: Type.Object({ id: Type.String() }) };
  app.get(`${DOWNLOAD_PATH}:id`, { schema }, async (request, reply) => {
    const file = await store.get(request.params.id);
    if (!file) return reply.status(404).send({ msg: DOWNLOAD_GONE });
    return reply
      .headers({
        'content-type': file.filename.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
        'content-length': String(file.size),
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
      })
      .send(file.open());
  });
};
