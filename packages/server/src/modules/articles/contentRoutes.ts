import type { ArticleMetadata } from '@csi/api-client';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../lib/HttpError';
import { toIsoString } from '../../lib/toIsoString';
import { ERROR_REPLIES } from '../../lib/errorBody';
import { articleSchemas } from './schemas';

/** The static-content view of the online articles: /jsons/metadata.json and /markups/{path}. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/jsons/metadata.json',
    { schema: { response: { 200: Type.Array(articleSchemas.metadata), ...ERROR_REPLIES } } },
    async (): Promise<ArticleMetadata[]> => {
      const rows = await app.db
        .selectFrom('articles')
        .select(['title', 'summary', 'datePosted', 'path'])
        .where('articleIsOnline', '=', true)
        .orderBy('datePosted', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, datePosted: toIsoString(row.datePosted) }));
    },
  );

  routes.get('/markups/:path', { schema: { params: articleSchemas.markupParams } }, async (request, reply) => {
    const row = await app.db
      .selectFrom('articles')
      .select('content')
      .where('path', '=', request.params.path)
      .where('articleIsOnline', '=', true)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Article not found.');
    return reply.type('text/markdown; charset=utf-8').send(row.content);
  });
}
