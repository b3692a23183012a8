import type { ApiRequest, CallOptions } from '../request';
import type { Article, ArticleInput } from '../types/Article';
import type { Envelope } from '../types/Envelope';

/** Articles: public reading and admin management. */
export function createArticlesResource(request: ApiRequest) {
  return {
    /** The online articles (GET articles/p/get-all-articles). */
    list: (options?: CallOptions) => request<Envelope<Article[]>>({ path: 'articles/p/get-all-articles' }, options),
    /** One article by title (GET articles/p/get-article/t/{title}). */
    get: (title: string, options?: CallOptions) =>
      request<Envelope<Article>>({ path: `articles/p/get-article/t/${encodeURIComponent(title)}` }, options),
    /** Every article (auth, GET articles/a/get-all-articles). */
    listAdmin: (options?: CallOptions) =>
      request<Envelope<Article[]>>({ path: 'articles/a/get-all-articles', auth: true }, options),
    /** Adds an article (auth, POST articles/a/add-article). */
    add: (article: ArticleInput, options?: CallOptions) =>
      request<Envelope<Article>>(
        { method: 'POST', path: 'articles/a/add-article', auth: true, data: article },
        options,
      ),
    /** Updates an article (auth, PUT articles/a/update-article/{articleId}). */
    update: (articleId: number, article: ArticleInput, options?: CallOptions) =>
      request<Envelope<Article>>(
        { method: 'PUT', path: `articles/a/update-article/${articleId}`, auth: true, data: article },
        options,
      ),
    /** Deletes an article for good, by title (auth, DELETE articles/a/permanent-delete/{title}). */
    remove: (title: string, options?: CallOptions) =>
      request<Envelope<null>>(
        { method: 'DELETE', path: `articles/a/permanent-delete/${encodeURIComponent(title)}`, auth: true },
        options,
      ),
  };
}

/** The articles resource of a client. */
export type ArticlesResource = ReturnType<typeof createArticlesResource>;
