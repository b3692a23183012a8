import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../lib/envelope';
import { ERROR_REPLIES } from '../../lib/errorBody';
import { HttpError } from '../../lib/HttpError';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import { NO_DATA_REPLIES, replies } from '../../lib/replies';
import { pickFields, recordAdminAction } from '../audit/recordAdminAction';
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

/** Public reading and admin management of articles, under /articles; each admin write is recorded in the audit log. */
export async function articlesRoutes(app: FastifyInstance): Promise<void> {
  const byNewest = () =>
    app.db.selectFrom('articles').selectAll().orderBy('datePosted', 'desc').orderBy('articleId', 'desc');
  const admin = { onRequest: app.requireAdmin };
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const { article, articles } = articleSchemas;

  routes.get('/p/get-all-articles', { schema: { response: replies(articles) } }, async () => {
    const rows = await byNewest().where('articleIsOnline', '=', true).execute();
    return { msg: `${rows.length} articles.`, data: rows.map(toArticle) };
  });

  routes.get(
    '/p/get-article/t/:title',
    { schema: { params: articleSchemas.titleParams, response: replies(article) } },
    async (request) => {
      const row = await findArticleByTitle(app.db, request.params.title, true);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return { msg: 'Article found.', data: toArticle(row) };
    },
  );

  routes.get('/a/get-all-articles', { ...admin, schema: { response: replies(articles) } }, async () => {
    const rows = await byNewest().execute();
    return { msg: `${rows.length} articles.`, data: rows.map(toArticle) };
  });

  routes.post(
    '/a/add-article',
    { ...admin, schema: { body: articleSchemas.body, response: { 201: envelope(article), ...ERROR_REPLIES } } },
    async (request, reply) => {
      const article = await checkedArticle(app, request.body);
      const row = await app.db
        .insertInto('articles')
        .values({ ...article, approved: true, path: await articleFileName(app.db, article.title) })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(duplicateAs409);
      await recordAdminAction(app, request, {
        kind: 'article.create',
        target: { type: 'article', id: row.articleId },
        before: null,
        after: article,
      });
      return reply.status(201).send({ msg: 'Article created.', data: toArticle(row) });
    },
  );

  routes.put(
    '/a/update-article/:articleId',
    {
      ...admin,
      schema: { body: articleSchemas.body, params: articleSchemas.idParams, response: replies(article) },
    },
    async (request) => {
      const articleId = Number(request.params.articleId);
      const exists = await app.db
        .selectFrom('articles')
        .selectAll()
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
      await recordAdminAction(app, request, {
        kind: 'article.update',
        target: { type: 'article', id: articleId },
        before: pickFields(exists, Object.keys(article)),
        after: article,
      });
      return { msg: 'Article updated.', data: toArticle(row) };
    },
  );

  routes.delete(
    '/a/permanent-delete/:title',
    { ...admin, schema: { params: articleSchemas.titleParams, response: NO_DATA_REPLIES } },
    async (request) => {
      const row = await findArticleByTitle(app.db, request.params.title);
      if (!row) throw new HttpError(404, NOT_FOUND);
      await app.db.deleteFrom('articles').where('articleId', '=', row.articleId).execute();
      const { title, summary, category, content, articleIsOnline } = row;
      await recordAdminAction(app, request, {
        kind: 'article.delete',
        target: { type: 'article', id: row.articleId },
        before: { title, summary, category, content, articleIsOnline },
        after: null,
      });
      return { msg: 'Article deleted.', data: null };
    },
  );
}
