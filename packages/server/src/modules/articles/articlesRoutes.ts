import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/HttpError';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import { articleFileName } from './articleFileName';
import { findArticleByTitle } from './findArticleByTitle';
import { articleSchemas, type ArticleBody } from './schemas';
import { toArticle } from './toArticle';
import { validateArticle } from './validateArticle';
import { sqlTimestamp } from '../../lib/sqlTimestamp';

const NOT_FOUND = 'Article not found.';
const DUPLICATE = 'An article with this title already exists.';

/** Checks the body and that no other article reads the same title; answers the trimmed fields. */
async function checkedArticle(app: FastifyInstance, body: ArticleBody, ownId?: number) {
  const invalid = validateArticle(body);
  if (invalid) throw new HttpError(400, invalid);
  const title = body.title.trim();
  const same = await findArticleByTitle(app.db, title);
  if (same && Number(same.articleId) !== ownId) throw new HttpError(409, DUPLICATE);
  return {
    title,
    summary: body.summary.trim(),
    category: body.category,
    content: body.content,
    articleIsOnline: body.articleIsOnline,
  };
}

/** Rewrites a unique-index race on the title into the 409 of a duplicate. */
const duplicateAs409 = (error: unknown): never => {
  throw isUniqueViolation(error) ? new HttpError(409, DUPLICATE) : error;
};

/** Public reading and admin management of articles, under /articles. */
export async function articlesRoutes(app: FastifyInstance): Promise<void> {
  const byNewest = () =>
    app.db.selectFrom('articles').selectAll().orderBy('datePosted', 'desc').orderBy('articleId', 'desc');
  const admin = { onRequest: app.requireAdmin };

  app.get('/p/get-all-articles', async () => {
    const rows = await byNewest().where('articleIsOnline', '=', true).execute();
    return { msg: `${rows.length} articles.`, data: rows.map(toArticle) };
  });

  app.get<{ Params: { title: string } }>(
    '/p/get-article/t/:title',
    { schema: { params: articleSchemas.titleParams } },
    async (request) => {
      const row = await findArticleByTitle(app.db, request.params.title, true);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return { msg: 'Article found.', data: toArticle(row) };
    },
  );

  app.get('/a/get-all-articles', admin, async () => {
    const rows = await byNewest().execute();
    return { msg: `${rows.length} articles.`, data: rows.map(toArticle) };
  });

  app.post<{ Body: ArticleBody }>(
    '/a/add-article',
    { ...admin, schema: { body: articleSchemas.body } },
    async (request, reply) => {
      const article = await checkedArticle(app, request.body);
      const row = await app.db
        .insertInto('articles')
        .values({ ...article, approved: true, path: await articleFileName(app.db, article.title) })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(duplicateAs409);
      return reply.status(201).send({ msg: 'Article created.', data: toArticle(row) });
    },
  );

  app.put<{ Body: ArticleBody; Params: { articleId: string } }>(
    '/a/update-article/:articleId',
    { ...admin, schema: { body: articleSchemas.body, params: articleSchemas.idParams } },
    async (request) => {
      const articleId = Number(request.params.articleId);
      const exists = await app.db
        .selectFrom('articles')
        .select('articleId')
        .where('articleId', '=', articleId)
        .executeTakeFirst();
      if (!exists) throw new HttpError(404, NOT_FOUND);
      const article = await checkedArticle(app, request.body, articleId);
      const row = await app.db
        .updateTable('articles')
        .set({ ...article, updatedAt: sqlTimestamp(new Date()) })
        .where('articleId', '=', articleId)
        .returningAll()
        .executeTakeFirst()
        .catch(duplicateAs409);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return { msg: 'Article updated.', data: toArticle(row) };
    },
  );

  app.delete<{ Params: { title: string } }>(
    '/a/permanent-delete/:title',
    { ...admin, schema: { params: articleSchemas.titleParams } },
    async (request) => {
      const row = await findArticleByTitle(app.db, request.params.title);
      if (!row) throw new HttpError(404, NOT_FOUND);
      await app.db.deleteFrom('articles').where('articleId', '=', row.articleId).execute();
      return { msg: 'Article deleted.', data: null };
    },
  );
}
