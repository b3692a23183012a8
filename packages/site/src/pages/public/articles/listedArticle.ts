import type { Article } from '@csi/api-client';

/**
 * What a list of articles shows of each (the article cards of /tech/pub, the sidebar of an article page): everything
 * but the body. The loaders keep only this, so a page's data (which travels in its HTML for the browser to take it
 * over) does not carry every article's full text.
 */
export type ListedArticle = Pick<
  Article,
  'articleId' | 'title' | 'summary' | 'category' | 'datePosted' | 'headerColor'
>;

/** The listed part of an article. */
export function listedArticle({
  articleId,
  title,
  summary,
  category,
  datePosted,
  headerColor,
}: Article): ListedArticle {
  return headerColor === undefined
    ? { articleId, title, summary, category, datePosted }
    : { articleId, title, summary, category, datePosted, headerColor };
}
