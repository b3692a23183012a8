import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../lib/currentUser';
import { ERROR_REPLIES } from '../../lib/errorBody';
import { HttpError } from '../../lib/HttpError';
import { randomHex } from '../../lib/randomHex';
import { tooManyRequests } from '../../lib/tooManyRequests';
import { readImageUpload } from './readImageUpload';
import { checkImage } from './checkImage';
import { IMAGE_FILE_PATTERN } from './platformImagePath';
import { IMAGE_TYPES } from './sniffImage';

/** Images one account may upload per day (429 beyond). */
export const IMAGE_UPLOADS_PER_DAY = 20;

/** Largest image accepted (413 beyond). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const imageParams = Type.Object({ file: Type.String({ pattern: IMAGE_FILE_PATTERN }) });
/** The image host's upload answer. */
const uploaded = Type.Object({
  secure_url: Type.String(),
  public_id: Type.String(),
  bytes: Type.Integer(),
  format: Type.String(),
});

/**
 * Image upload in the image host's contract (POST /images/upload, bearer required: multipart `file`
 * + `upload_preset` → `{ secure_url, public_id, bytes, format }`) and serving at GET /images/<id>.<ext>.
 */
export async function imagesRoutes(app: FastifyInstance): Promise<void> {
  const dir = path.join(app.config.dataDir, 'images');

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.post(
    '/images/upload',
    { onRequest: app.authenticate, schema: { response: { 200: uploaded, ...ERROR_REPLIES } } },
    async (request) => {
      const user = currentUser(request);
      const quota = await app.limiter.hit(`image-upload:${user.id}`, IMAGE_UPLOADS_PER_DAY, 24 * 60 * 60_000);
      if (!quota.allowed)
        throw tooManyRequests(`At most ${IMAGE_UPLOADS_PER_DAY} images can be uploaded a day.`, quota.resetMs);
      const file = await readImageUpload(request, MAX_IMAGE_BYTES);
      const type = await checkImage(file);
      const id = randomHex(16);
      // On PostgreSQL every instance serves the image from the database; the embedded database keeps it on disk.
      const inDatabase = app.dbKind === 'postgres';
      if (!inDatabase) {
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, `${id}.${type.ext}`), file, { flag: 'wx' });
      }
      await app.db
        .insertInto('images')
        .values({ id, userId: user.id, mime: type.mime, size: file.length, data: inDatabase ? file : null })
        .execute();
      return {
        secure_url: `${app.config.publicUrl}/images/${id}.${type.ext}`,
        public_id: id,
        bytes: file.length,
        format: type.ext,
      };
    },
  );

  routes.get('/images/:file', { schema: { params: imageParams } }, async (request, reply) => {
    const [id = '', ext] = request.params.file.split('.');
    const image = await app.db.selectFrom('images').select(['mime', 'data']).where('id', '=', id).executeTakeFirst();
    if (!image || IMAGE_TYPES[image.mime] !== ext) throw new HttpError(404, 'Image not found.');
    return reply
      .type(image.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.data ?? createReadStream(path.join(dir, request.params.file)));
  });
}
