import type { ArticleMetadata } from '@csi/api-client';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/HttpError';
import { toIsoString } from '../../lib/toIsoString';
import { objectSchema } from '../../lib/objectSchema';
import { safeString } from '../../lib/safeString';

/** The static-content view of the online articles: /jsons/metadata.json and /markups/{path}. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.get('/jsons/metadata.json', async (): Promise<ArticleMetadata[]> => {
    const rows = await app.db
      .selectFrom('articles')
      .select(['title', 'summary', 'datePosted', 'path'])
      .where('articleIsOnline', '=', true)
      .orderBy('datePosted', 'desc')
      .execute();
    return rows.map((row) => ({ ...row, datePosted: toIsoString(row.datePosted) }));
  });

  app.get<{ Params: { path: string } }>(
    '/markups/:path',
    { schema: { params: objectSchema({ path: safeString(200) }) } },
    async (request, reply) => {
      const row = await app.db
        .selectFrom('articles')
        .select('content')
        .where('path', '=', request.params.path)
        .where('articleIsOnline', '=', true)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Article not found.');
      return reply.type('text/markdown; charset=utf-8').send(row.content);
    },
  );
}
