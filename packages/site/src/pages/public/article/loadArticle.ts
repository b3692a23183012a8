import type { Article } from '@csi/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { notFoundStatus } from '../../../lib/notFoundStatus';
import { nullWhenMissing } from '../../../lib/nullWhenMissing';
import { settle } from '../../../lib/settle';
import { siteClient, type SiteClient } from '../../../lib/siteClient';
import { listedArticle, type ListedArticle } from '../articles/listedArticle';

/** The other articles for the sidebar (without their bodies); a failure only empties the sidebar. */
async function otherArticles(client: SiteClient, article: Article | null): Promise<ListedArticle[]> {
  try {
    const all = (await client.articles.list()).data;
    return all.filter((other) => other.articleId !== article?.articleId).map(listedArticle);
  } catch (error) {
    console.error('Articles list failed:', error);
    return [];
  }
}

/**
 * The loader of /tech/read/:title: the article (null when there is none, answered with status 404) and the other
 * articles.
 */
export async function loadArticle({ params, context }: LoaderFunctionArgs) {
  const client = await siteClient(context);
  const settled = await settle(
    nullWhenMissing(client.articles.get(params.title ?? '').then((reply) => reply.data)).then(async (article) => ({
      article,
      others: await otherArticles(client, article),
    })),
  );
  return notFoundStatus(settled, (found) => found.article === null);
}
