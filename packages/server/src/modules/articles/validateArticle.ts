import { ARTICLE_CATEGORIES } from '@csi/api-client';
import type { ArticleBody } from './schemas';

/** Checks an article body; the first message or `null`. */
export function validateArticle(body: ArticleBody): string | null {
  if (!body.title.trim()) return 'Title is required.';
  if (!body.summary.trim()) return 'Summary is required.';
  if (!(ARTICLE_CATEGORIES as readonly string[]).includes(body.category)) {
    return `Category must be one of: ${ARTICLE_CATEGORIES.join(', ')}.`;
  }
  if (!body.content.trim()) return 'Content is required.';
  return null;
}
