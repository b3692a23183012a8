import type { Article } from '@csi/api-client';
import { displayTitle } from '@csi/contract';
import type { PageMeta } from '../../../hooks/usePageMeta';

/** The site name that follows every page title. */
const SITE_NAME = 'CSI';

/**
 * The meta of an article page: the article title followed by the site name, the summary as description (usePageMeta
 * cuts it at 160 characters) and keywords from title and category; before or without the article, the queried title.
 */
export function articleMeta(query: string, article: Article | null): PageMeta {
  if (!article) {
    return {
      title: `${displayTitle(query)} | ${SITE_NAME}`,
      description: `The article "${displayTitle(query)}" on the CSI blog.`,
    };
  }
  const title = displayTitle(article.title);
  return {
    title: `${title} | ${SITE_NAME}`,
    description: article.summary,
    keywords: `${title}, ${article.category}, cyber security, ${SITE_NAME}`,
  };
}
